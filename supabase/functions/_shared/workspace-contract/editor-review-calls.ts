import * as z from 'zod/mini'
import { isFormId, type FormTexts } from '../form-core/index.ts'

/**
 * The editor's two routes of the `workspace` function (decision 181), what they read and what they answer, written
 * once for the page (src/editor/io/review-calls.ts) and the function (workspace-function/editor-review.ts).
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
export const reviewState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none'), approved: z.optional(formTexts) }),
  z.object({ state: z.literal('open'), number: z.number(), url: z.string(), head: z.string(), files: formTexts }),
  z.object({
    state: z.enum(['approved', 'published', 'refused']),
    number: z.number(),
    url: z.string(),
    approved: z.optional(formTexts),
  }),
])

export type ReviewState = z.infer<typeof reviewState>
