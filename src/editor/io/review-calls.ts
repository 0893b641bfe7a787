import { QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isObject, type FormTexts, type JsonObject } from '#form-core'
import { contractOf, type FieldContract } from '#form-authoring'
import {
  reviewSent,
  reviewsAnswer,
  reviewState,
  type ApproveAsk,
  type RefuseAsk,
  type ReviewAsk,
  type ReviewSent,
  type ReviewState,
  type ReviewSummary,
} from '#functions/workspace-contract/editor-review-calls.ts'
import * as z from 'zod/mini'
import { callWorkspaceFunction } from '../../agency/function-call.ts'
import { rpc } from '../../agency/backend.ts'

/**
 * The deployed editor's calls to the `workspace` function (decision 181) through TanStack Query, as /painel's are:
 * the review's state asked when a questionnaire opens, on focus and every 30 s while the tab is visible (the library
 * pauses a hidden tab's interval), one call shared by whoever asks, and the send. What they read and answer is the
 * contract's (workspace-contract/editor-review-calls.ts). Under `npm run dev` the editor saves to disk instead.
 */

/** How often a review's state is asked again while the page is visible (and on focus): a send from elsewhere shows soon. */
export const STATUS_POLL_MS = 30_000

/** The deployed editor, not `npm run dev`: read when a hook runs (as review-panel.tsx does), not once at import. */
const deployed = () => !import.meta.env.DEV

/** The editor's own cache (its chunk does not load /painel's): a refusal is final, a blip waits for the next poll. */
export const editorQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
})

const statusKey = (id: string) => ['editor-review', id] as const

/** One questionnaire's review state; fresh for a poll's interval, so the page opening and its panel share one call. */
const statusQuery = (id: string) =>
  queryOptions({
    queryKey: statusKey(id),
    queryFn: () => callWorkspaceFunction('editor/status', { formId: id }, reviewState),
    staleTime: STATUS_POLL_MS,
  })

/**
 * Where the questionnaire's review stands, asked every 30 s while the tab is visible and again when it gets focus back
 * (another device may have sent meanwhile); undefined until known.
 */
export function useReviewState(id: string): ReviewState | undefined {
  return useQuery({ ...statusQuery(id), enabled: deployed(), refetchInterval: STATUS_POLL_MS, refetchOnWindowFocus: 'always' }).data
}

/** Of the workspace's list of leads, the one figure the editor reads: how many a filter finds. */
const leadTotal = z.object({ total: z.number() })

/**
 * How many answers to this questionnaire the agency has stored, read as the signed-in member reads /painel's list (the
 * same SQL and row-level security): what a change that old answers may not pass concerns. Undefined under
 * `npm run dev`, for a questionnaire never published, or until known.
 */
export function useStoredAnswers(id: string, published: boolean): number | undefined {
  return useQuery({
    queryKey: ['editor-stored', id],
    queryFn: async () => (await rpc('workspace_inbox', { p_filters: { form_id: id }, p_limit: 1 }, leadTotal)).total,
    enabled: deployed() && published,
    staleTime: 5 * 60_000,
  }).data
}

/** The state asked again now (a send was refused because the review moved on). */
export const refreshReviewState = (id: string) => void editorQueryClient.invalidateQueries({ queryKey: statusKey(id) })

/** The open review a page was opened from (or last sent to): a send must name its head and builds on its texts. */
export interface OpenedReview {
  head: string
  texts: FormTexts
}

/** Where a page opens from: the open review, else what the agency approved (the repository's default branch). */
export interface Opening {
  review: OpenedReview | null
  /** The questionnaire on the default branch when no review is open; undefined when it is not there. */
  approved?: FormTexts
  /** The questions and options live on the site (the server's live revision); undefined when not published or not known. */
  published?: Record<string, FieldContract>
  /** That revision's schema: the labels of its questions and options, which the site may no longer bundle. */
  liveSchema?: JsonObject
}

/** The live revision's schema and its questions as the lock words them; the server's text parsed at the boundary. */
function liveOf(live: string | undefined): Pick<Opening, 'published' | 'liveSchema'> {
  if (live === undefined) return {}
  const schema: unknown = JSON.parse(live)
  return isObject(schema) ? { published: contractOf(schema), liveSchema: schema } : {}
}

/**
 * Deployed, a questionnaire opens from the server, whichever device sent to it: from its open review's texts when
 * there is one, else from what the agency approved last (the default branch), not from the texts bundled in the site,
 * which are as old as the last publication. `undefined` while asking; `{ review: null }` without either, or when the
 * function did not answer (the page opens as before). The first answer stands: the state polled every minute never
 * moves what the page opened with.
 */
export function useOpening(id: string | undefined): Opening | undefined {
  const status = useQuery({ ...statusQuery(id ?? ''), enabled: deployed() && Boolean(id) })
  const [opened, setOpened] = useState<{ id: string; opening: Opening }>()
  if (!deployed() || !id) return { review: null }
  if (opened?.id !== id && (status.isSuccess || status.isError)) {
    const data = status.data
    const live = liveOf(data?.live)
    const opening: Opening =
      data?.state === 'open'
        ? { review: { head: data.head, texts: data.files }, ...live }
        : { review: null, approved: data?.approved, ...live }
    setOpened({ id, opening })
    return opening
  }
  return opened?.id === id ? opened.opening : undefined
}

/** The open review a page opens from (useOpening's), `null` without one, `undefined` while asking. */
export function useOpenReview(id: string | undefined): OpenedReview | null | undefined {
  return useOpening(id)?.review
}

/**
 * "Enviar para revisão": the two texts to the function, which checks them as check:schemas does and opens the review
 * on the agency's GitHub or adds to the open one. Once sent, the review's state is the one this send made.
 */
export function useSendReview(id: string) {
  return useMutation({
    mutationFn: (ask: ReviewAsk) => callWorkspaceFunction('editor/review', ask, reviewSent),
    onSuccess: ({ number, url, head }: ReviewSent, ask: ReviewAsk) => {
      const open: ReviewState = { state: 'open', number, url, head, files: ask.files }
      editorQueryClient.setQueryData(statusKey(id), open)
    },
  })
}

const REVIEWS_KEY = ['editor-reviews'] as const

/**
 * Every questionnaire's newest review, from the server (decision 218): the list every device shows, and what the
 * administration approves. Asked when the list opens and every minute while it is visible; undefined until known
 * (and under `npm run dev`, which has no review).
 */
export function useReviews(): ReviewSummary[] | undefined {
  return useQuery({
    queryKey: REVIEWS_KEY,
    queryFn: async () => (await callWorkspaceFunction('editor/reviews', {}, reviewsAnswer)).reviews,
    enabled: deployed(),
    refetchInterval: STATUS_POLL_MS,
  }).data
}

/** After an approval or a refusal: the list and that questionnaire's state are asked again. */
function finished(formId: string, state: ReviewState) {
  editorQueryClient.setQueryData(statusKey(formId), undefined)
  void editorQueryClient.invalidateQueries({ queryKey: statusKey(formId) })
  void editorQueryClient.invalidateQueries({ queryKey: REVIEWS_KEY })
  return state
}

/** "Aprovar e publicar" (administration only; the server refuses anyone else, and an approval before the checks passed). */
export function useApprove() {
  return useMutation({
    mutationFn: async (ask: ApproveAsk) => finished(ask.formId, await callWorkspaceFunction('editor/approve', ask, reviewState)),
  })
}

/** "Recusar", with the reason the sender reads in the editor. */
export function useRefuse() {
  return useMutation({
    mutationFn: async (ask: RefuseAsk) => finished(ask.formId, await callWorkspaceFunction('editor/refuse', ask, reviewState)),
  })
}
