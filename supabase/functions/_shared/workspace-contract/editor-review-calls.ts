import * as z from 'zod/mini'
import { isFormId, type FormTexts } from '../form-core/index.ts'

/**
 * The editor's routes of the `workspace` function (decisions 181, 218), what they read and what they answer, written
 * once for the page (src/editor/io/review-calls.ts) and the function (workspace-function/editor-review.ts): send,
 * status, the agency's reviews, approve and refuse.
 */

const UNKNOWN_FORM = 'Questionário desconhecido.'
const MISSING_TEXTS = 'Envie as perguntas e a página do questionário.'

/** A questionnaire's two texts (form-core's FormTexts), as a body or a stored value carries them. */
export const formTexts = z.object(
  { schema: z.string({ error: MISSING_TEXTS }), uiSchema: z.string({ error: MISSING_TEXTS }) },
  { error: MISSING_TEXTS },
) satisfies z.ZodMiniType<FormTexts>

const formId = z.string({ error: UNKNOWN_FORM }).check(z.refine(isFormId, UNKNOWN_FORM))

/**
 * One summary line as it may reach a commit message and a review's body (issue 42): one line (a line break would let
 * it add a `Co-authored-by:` trailer to the commit), no trailer token, no markup GitHub would render (a markdown image
 * loads from anywhere; a link's words stay, its address goes; an HTML tag goes), at most 300 characters.
 */
export function plainLine(text: string): string {
  let words = text
  // Until none is left: the words of a link may themselves be an image.
  for (let before = ''; before !== words;) [before, words] = [words, words.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')]
  return words
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/\b[a-z][\w-]*-by:/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
}

/** "" is no head: the page opened from the site's texts, not from an open review. */
const head = z.pipe(
  z.optional(z.string()),
  z.transform((v) => v || undefined),
)

/** `POST /editor/review`: a form id, its two texts, what they were made from, and what changed. */
export const reviewAsk = z.object({
  formId,
  files: formTexts,
  /** The texts the member started from (the open review's, else the site's build); absent for a new questionnaire. */
  base: z.optional(formTexts),
  /** The open review's head commit the editor opened from; absent when it opened from the site's texts. */
  head,
  /** What changed, in Portuguese (the editor's summary), for the reviewer; the first 200 lines, each made plain. */
  changes: z._default(
    z.pipe(
      z.array(z.string()),
      z.transform((lines) => lines.slice(0, 200).map(plainLine).filter(Boolean)),
    ),
    [],
  ),
})

/** What the page sends. */
export type ReviewAsk = z.input<typeof reviewAsk>

/** What the function reads from it. */
export type ReviewRequest = z.output<typeof reviewAsk>

/** `POST /editor/status`: which questionnaire. */
export const statusAsk = z.object({ formId })

/** `POST /editor/review`'s answer. */
export const reviewSent = z.object({
  number: z.number(),
  url: z.string(),
  /** True when the send was one more commit on the questionnaire's open review. */
  added: z.boolean(),
  /** The review's head after this send: the next send from this page must name it. */
  head: z.string(),
})

export type ReviewSent = z.infer<typeof reviewSent>

/**
 * `POST /editor/status`'s answer: where the questionnaire's review stands. An open review carries its branch's texts
 * and head: the editor opens on them, whichever device sent them. Approved is merged and not yet live; published is
 * merged and live; refused is closed unmerged. Without an open review, `approved` is the questionnaire as the
 * repository's default branch holds it (what the agency approved last; absent when it is not there): the editor opens
 * on it, not on the texts bundled in the site, which are as old as the last publication (issue 45).
 */
/**
 * The questionnaire's live revision (what visitors answer now, what the stored answers follow) as JSON text, absent
 * when it is not published: the editor knows the published questions and options from it, not from the lock bundled in
 * the site, which the deploy builds before it publishes (a just published questionnaire's rename lost its key and
 * stored answers silently: issue 45's play-test).
 */
const live = z.optional(z.string())

export const reviewState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none'), approved: z.optional(formTexts), live }),
  z.object({ state: z.literal('open'), number: z.number(), url: z.string(), head: z.string(), files: formTexts, live }),
  z.object({
    state: z.enum(['approved', 'published', 'refused']),
    live,
    number: z.number(),
    url: z.string(),
    approved: z.optional(formTexts),
    /** When it was approved or refused (ISO 8601). */
    at: z.optional(z.string()),
    /** A refusal's reason, as the administrator wrote it: the sender reads it in the editor. */
    comment: z.optional(z.string()),
  }),
])

export type ReviewState = z.infer<typeof reviewState>

/** What the repository's checks (CI) say about a review's head: passed, still running, failed (which), or not started. */
export const commitChecks = z.object({
  state: z.enum(['passed', 'pending', 'failed', 'none']),
  failed: z.array(z.string()),
})

export type CommitChecks = z.infer<typeof commitChecks>

/** The checks in an administrator's words: on the review's card, and as the refusal of an approval that came too soon. */
export function checksWords(checks: CommitChecks): string {
  if (checks.state === 'passed') return 'As verificações automáticas passaram.'
  if (checks.state === 'failed')
    return `As verificações automáticas encontraram problemas (${checks.failed.join(', ')}): não dá para aprovar. Recuse com o motivo, ou peça a quem enviou para corrigir.`
  if (checks.state === 'pending') return 'As verificações automáticas ainda estão rodando: aprove quando terminarem (alguns minutos).'
  return 'As verificações automáticas ainda não começaram: tente de novo em alguns minutos.'
}

/**
 * One questionnaire's newest review in `POST /editor/reviews` (every device's list, and the administrators' approval):
 * its state, its title as the review holds it, who sent it and when. An open one also carries its texts, what the
 * agency approved before it (absent for a new questionnaire) and its checks: the page words what changed from them.
 */
export const reviewSummary = z.object({
  formId: z.string(),
  title: z.string(),
  state: z.enum(['open', 'approved', 'published', 'refused']),
  number: z.number(),
  url: z.string(),
  /** When it was sent (open), else when it was approved or refused. */
  at: z.string(),
  sender: z.optional(z.string()),
  comment: z.optional(z.string()),
  head: z.optional(z.string()),
  files: z.optional(formTexts),
  approved: z.optional(formTexts),
  checks: z.optional(commitChecks),
})

export type ReviewSummary = z.infer<typeof reviewSummary>

export const reviewsAnswer = z.object({ reviews: z.array(reviewSummary) })

export type ReviewsAnswer = z.infer<typeof reviewsAnswer>

const number = z.number({ error: 'Diga qual revisão.' })

/** `POST /editor/approve`: the review, and the head the administrator read (a later send must be read first). */
export const approveAsk = z.object({ formId, number, head: z.string({ error: 'Diga qual versão da revisão foi lida.' }) })

const REFUSAL_REASON = 'Escreva o motivo da recusa: quem enviou vai ler.'

/** `POST /editor/refuse`: the review and why, in the administrator's words (plain, as a summary line). */
export const refuseAsk = z.object({
  formId,
  number,
  comment: z
    .pipe(
      z.string({ error: REFUSAL_REASON }),
      z.transform((text) => plainLine(text)),
    )
    .check(z.refine((text) => text.length > 0, REFUSAL_REASON)),
})

export type ApproveAsk = z.input<typeof approveAsk>
export type RefuseAsk = z.input<typeof refuseAsk>
