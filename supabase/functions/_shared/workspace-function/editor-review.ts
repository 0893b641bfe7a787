import { checkFormTexts, type Problem, type PublishedLock } from '../form-authoring/index.ts'
import { canonicalJson, EDITOR_PATH, formFilesOf, isFormId, WORKSPACE_PATH, type FormTexts } from '../form-core/index.ts'
import type { ReviewRequest, ReviewSent, ReviewState } from '../workspace-contract/editor-review-calls.ts'
import { HttpError } from '../platform/responses.ts'
import type { RevisionSource } from '../platform/server-types.ts'
import { clientKey, createRateLimiter } from '../forms-function/rate-limit.ts'
import type { CallDatabase } from '../platform/call-database.ts'
import { BranchMoved, reviewBranch, type EditorRepository, type ProjectFiles } from './editor-github.ts'

/**
 * "Enviar para revisão" (decision 181): the member's two files checked with check:schemas' own rules against every
 * questionnaire on the default branch, then one commit on the questionnaire's branch, `editor/<id>`, with the member
 * as co-author; the first send opens the pull request, the next ones add to it while it is open. And the review's
 * state in the marketer's words' terms: in review, published (merged and live, as the published revisions say),
 * approved (merged, not yet live) or refused (closed unmerged). What the routes read and answer is the contract's
 * (workspace-contract/editor-review-calls.ts).
 */

/**
 * The problems of the sent pair, as check:schemas words them, among every questionnaire of the project: the other
 * forms' problems are not the sender's. The site's own pages are not known here; CI checks them on the review.
 */
export function problemsOfSent(formId: string, sent: FormTexts, project: ProjectFiles, keep = (_: Problem) => true): string[] {
  const forms = { ...project.forms, [formId]: sent }
  const entries = Object.entries(forms)
  const { problems } = checkFormTexts({
    schemas: entries.map(([id, f]) => ({ id, file: formFilesOf(id).schema, text: f.schema })),
    uiSchemas: entries.map(([id, f]) => ({ id, file: formFilesOf(id).uiSchema, text: f.uiSchema })),
    published: project.lock ? (JSON.parse(project.lock) as PublishedLock) : undefined,
    sitePages: new Set([EDITOR_PATH, WORKSPACE_PATH]),
  })
  const own = new Set<string>(Object.values(formFilesOf(formId)))
  return problems.filter((p) => own.has(p.file) && keep(p)).map((p) => p.message)
}

/**
 * What a pair says about itself, with no other questionnaire beside it: checked before GitHub is asked, so a refused
 * send costs no call. Suggestions of related questionnaires are the one rule that needs the others: checked after.
 */
const problemsOfPair = (formId: string, sent: FormTexts): string[] =>
  problemsOfSent(formId, sent, { forms: {}, lock: undefined }, (p) => !p.pointer.startsWith('/x-form/related'))

const refusal = (problems: string[], formId: string) =>
  new HttpError(
    422,
    'validation_failed',
    `Corrija ${problems.length === 1 ? 'o problema' : `os ${problems.length} problemas`} antes de enviar: ${problems[0]}`,
    problems.map((message) => ({ field: formId, message })),
  )

/** Sends to review per member per hour (decision 216): GitHub's 5,000 calls an hour shared by the whole agency. */
export const EDITOR_SENDS_PER_HOUR = 20
const HOUR = 3600

/** A send that lost a race (another device or person sent first, or sent after this page opened): its edit stays. */
const SENT_MEANWHILE =
  'Esta revisão recebeu outro envio depois que você a abriu (de outro aparelho ou de outra pessoa). Baixe os seus arquivos e recarregue a página: ela abre com o que está na revisão.'

const PATHS = ['schema', 'uiSchema'] as const

/** The commit's message: the title, what changed (plain lines, the contract's), and the member as co-author. */
function messageOf(ask: ReviewRequest, member: string, isNew: boolean): string {
  const title = isNew ? `Questionário novo: ${ask.formId}` : `Questionário ${ask.formId}: alterações do editor`
  const changes = ask.changes.map((c) => `- ${c}`).join('\n')
  return `${title}\n\n${changes}${changes ? '\n\n' : ''}Co-authored-by: ${member.split('@')[0]} <${member}>`
}

/** The limit's counter: a member's address under the editor's own namespace, never mixed with a visitor's network. */
const senderKey = (member: string) => clientKey('editor-review', member.toLowerCase())

/** The review as the function runs it: the agency's repository, the site's published revisions, the database's limiter. */
export function createEditorReview(repository: EditorRepository, revisions: RevisionSource, call: CallDatabase) {
  const limiter = createRateLimiter(call, { perForm: EDITOR_SENDS_PER_HOUR, perClient: EDITOR_SENDS_PER_HOUR, windowSeconds: HOUR })
  /**
   * A first send's commit on the default branch's head, on the review's branch: created if there is none; if an
   * earlier review (merged or refused) left it, moved forward over it, the commit naming the old head as a second
   * parent so the move needs no force. A branch that is not a finished review's head is someone's send in flight.
   */
  async function startReview(formId: string, main: string, files: { path: string; content: string }[], message: string): Promise<string> {
    const [base, old] = await Promise.all([repository.head(main), repository.head(reviewBranch(formId))])
    if (base === null) throw new Error(`o ramo ${main} não existe`)
    if (old !== null) {
      const last = await repository.pull(formId, 'all')
      if (last?.state === 'open' || last?.head !== old) throw new BranchMoved()
    }
    const sha = await repository.commit(old === null ? [base] : [base, old], files, message)
    await repository.moveBranch(formId, sha, old)
    return sha
  }

  /** The questionnaire's two texts on the default branch, or undefined when it is not there (yet). */
  async function approvedTexts(formId: string): Promise<FormTexts | undefined> {
    const main = await repository.defaultBranch()
    const paths = formFilesOf(formId)
    const [schema, uiSchema] = await Promise.all(PATHS.map((k) => repository.text(paths[k], main)))
    return schema !== null && uiSchema !== null ? { schema, uiSchema } : undefined
  }

  return {
    /**
     * Cheapest refusal first: the member's limit (the database), the pair's own problems (no call), then the review's
     * state and the questionnaire on the default branch (four calls), and only then every questionnaire (two calls
     * each) for the checks that need them. The branch is written without force: a race's loser is told (409).
     */
    async send(ask: ReviewRequest, member: string): Promise<ReviewSent> {
      const decision = await limiter.hit(await senderKey(member), ask.formId)
      if (!decision.allowed) {
        const minutes = Math.ceil(decision.retryAfterSeconds / 60)
        throw new HttpError(
          429,
          'rate_limited',
          `Você já enviou para revisão ${EDITOR_SENDS_PER_HOUR} vezes nesta hora. Envie de novo em ${minutes} minuto${minutes === 1 ? '' : 's'}: as suas alterações continuam aqui.`,
          [],
          { 'retry-after': String(decision.retryAfterSeconds) },
        )
      }
      const own = problemsOfPair(ask.formId, ask.files)
      if (own.length) throw refusal(own, ask.formId)
      const paths = formFilesOf(ask.formId)
      const [main, open] = await Promise.all([repository.defaultBranch(), repository.pull(ask.formId, 'open')])
      // Another device or person sent to the review after this page opened from it: sending would undo their changes.
      if (open && ask.head !== open.head) throw new HttpError(409, 'bad_request', SENT_MEANWHILE)
      const ref = open ? reviewBranch(ask.formId) : main
      const [schema, uiSchema] = await Promise.all(PATHS.map((k) => repository.text(paths[k], ref)))
      const now = schema !== null && uiSchema !== null ? { schema, uiSchema } : undefined
      if (!open) {
        // Someone changed this questionnaire on the site since the member's page was built: sending would undo it.
        // A page opened from the open review started from the review's texts, not the site's: nothing to compare.
        if (now && !ask.base) throw new HttpError(409, 'bad_request', `Já existe um questionário "${ask.formId}": escolha outro nome.`)
        if (now && ask.base && PATHS.some((k) => now[k] !== ask.base?.[k] && now[k] !== ask.files[k]))
          throw new HttpError(
            409,
            'bad_request',
            'Este questionário mudou no site desde que esta página abriu. Baixe os seus arquivos, recarregue a página e refaça as alterações.',
          )
      }
      const changed = PATHS.filter((k) => now?.[k] !== ask.files[k])
      if (!changed.length)
        throw new HttpError(409, 'bad_request', open ? 'Nada mudou desde o último envio.' : 'Nada mudou: não há o que enviar.')
      const project = await repository.project(main)
      const problems = problemsOfSent(ask.formId, ask.files, project)
      if (problems.length) throw refusal(problems, ask.formId)
      const message = messageOf(ask, member, !Object.hasOwn(project.forms, ask.formId))
      const files = changed.map((k) => ({ path: paths[k], content: ask.files[k] }))
      try {
        if (open) {
          const sha = await repository.commit([open.head], files, message)
          await repository.moveBranch(ask.formId, sha, open.head)
          return { number: open.number, url: open.url, added: true, head: sha }
        }
        const sha = await startReview(ask.formId, main, files, message)
        const body = [
          `Enviado por ${member} pelo editor de questionários (${EDITOR_PATH}/${ask.formId}).`,
          '',
          ...ask.changes.map((c) => `- ${c}`),
        ]
        const opened = await repository.openPull(ask.formId, main, message.split('\n')[0], body.join('\n'))
        return { number: opened.number, url: opened.url, added: false, head: sha }
      } catch (error) {
        if (error instanceof BranchMoved) throw new HttpError(409, 'bad_request', SENT_MEANWHILE)
        throw error
      }
    },

    async status(formId: string): Promise<ReviewState> {
      if (!isFormId(formId)) throw new HttpError(400, 'bad_request', 'Questionário desconhecido.')
      const pull = await repository.pull(formId, 'all')
      if (!pull) return { state: 'none', approved: await approvedTexts(formId) }
      const { number, url } = pull
      if (pull.state === 'open') {
        const paths = formFilesOf(formId)
        const [schema, uiSchema] = await Promise.all([repository.text(paths.schema, pull.head), repository.text(paths.uiSchema, pull.head)])
        if (schema !== null && uiSchema !== null) return { state: 'open', number, url, head: pull.head, files: { schema, uiSchema } }
        throw new Error(`a revisão ${number} não tem os dois arquivos do questionário`)
      }
      if (pull.state === 'closed') return { state: 'refused', number, url, approved: await approvedTexts(formId) }
      // Merged: published once the site's newest revision of the form is what the review held.
      const [merged, [live], approved] = await Promise.all([
        repository.text(formFilesOf(formId).schema, pull.head),
        revisions.live(formId),
        approvedTexts(formId),
      ])
      const published = merged !== null && live !== undefined && canonicalJson(JSON.parse(merged)) === canonicalJson(live.schema)
      return { state: published ? 'published' : 'approved', number, url, approved }
    },
  }
}

export type EditorReview = ReturnType<typeof createEditorReview>
