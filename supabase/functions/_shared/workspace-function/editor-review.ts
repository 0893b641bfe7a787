import { checkFormTexts, type Problem, type PublishedLock } from '../form-authoring/index.ts'
import { canonicalJson, EDITOR_PATH, formFilesOf, isFormId, isObject, siteRoutes, type FormTexts } from '../form-core/index.ts'
import {
  checksWords,
  type ApproveAsk,
  type ReviewRequest,
  type ReviewSent,
  type ReviewState,
  type ReviewSummary,
} from '../workspace-contract/editor-review-calls.ts'
import { HttpError } from '../platform/responses.ts'
import type { RevisionSource } from '../platform/server-types.ts'
import { clientKey, createRateLimiter } from '../forms-function/rate-limit.ts'
import type { CallDatabase } from '../platform/call-database.ts'
import { BranchMoved, NotMergeable, reviewBranch, type EditorRepository, type ProjectFiles, type ReviewPull } from './editor-github.ts'

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
    sitePages: siteRoutes(),
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
  'Esta revisão recebeu outro envio depois que você a abriu (de outro aparelho ou de outra pessoa). A página traz a versão nova com as suas alterações por cima: confira e envie de novo.'

const PATHS = ['schema', 'uiSchema'] as const

/** The commit's message: the title, what changed (plain lines, the contract's), and the member as co-author. */
function messageOf(ask: ReviewRequest, member: string, isNew: boolean): string {
  const title = isNew ? `Questionário novo: ${ask.formId}` : `Questionário ${ask.formId}: alterações do editor`
  const changes = ask.changes.map((c) => `- ${c}`).join('\n')
  return `${title}\n\n${changes}${changes ? '\n\n' : ''}Co-authored-by: ${member.split('@')[0]} <${member}>`
}

/** The review's text opens with who sent it; the list reads the sender back from there (no call more). */
const sentBy = (member: string, formId: string) => `Enviado por ${member} pelo editor de questionários (${EDITOR_PATH}/${formId}).`
const senderOf = (body: string) => /^Enviado por (\S+) pelo editor/.exec(body)?.[1]

/** A questionnaire's title as its schema text has it (the page's, else the schema's), or its id. */
function titleOf(schema: string | null | undefined, formId: string): string {
  try {
    const parsed: unknown = JSON.parse(schema ?? '')
    const meta = isObject(parsed) && isObject(parsed['x-form']) ? parsed['x-form'] : {}
    const title = meta.title ?? (isObject(parsed) ? parsed.title : undefined)
    return typeof title === 'string' && title ? title : formId
  } catch {
    return formId
  }
}

const GONE = 'Esta revisão já foi aprovada ou recusada. Recarregue a lista.'
const MOVED_SINCE_READ =
  'Esta revisão recebeu outro envio depois que você a leu. Recarregue a lista e confira as alterações novas antes de aprovar.'

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

  /** The questionnaire's two texts at a ref, or undefined when they are not there. */
  async function textsAt(formId: string, ref: string): Promise<FormTexts | undefined> {
    const paths = formFilesOf(formId)
    const [schema, uiSchema] = await Promise.all(PATHS.map((k) => repository.text(paths[k], ref)))
    return schema !== null && uiSchema !== null ? { schema, uiSchema } : undefined
  }

  /** The questionnaire's two texts on the default branch, or undefined when it is not there (yet). */
  const approvedTexts = async (formId: string) => textsAt(formId, await repository.defaultBranch())

  /**
   * A finished review: refused (with the reason, the review's last comment), or merged, which is published once the
   * site's newest revision of the form is what the review held.
   */
  async function finished(formId: string, pull: ReviewPull) {
    const schema = formFilesOf(formId).schema
    if (pull.state === 'closed') {
      const [text, comment] = await Promise.all([repository.text(schema, pull.head), repository.lastComment(pull.number)])
      return { state: 'refused' as const, title: titleOf(text, formId), comment }
    }
    const [merged, [live]] = await Promise.all([repository.text(schema, pull.head), revisions.live(formId)])
    const published = merged !== null && live !== undefined && canonicalJson(JSON.parse(merged)) === canonicalJson(live.schema)
    return { state: published ? ('published' as const) : ('approved' as const), title: titleOf(merged, formId), comment: undefined }
  }

  /** The questionnaire's open review, which must be the one the administrator read. */
  async function openReview(formId: string, number: number): Promise<ReviewPull> {
    const pull = await repository.pull(formId, 'open')
    if (!pull || pull.number !== number) throw new HttpError(409, 'bad_request', GONE)
    return pull
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
            'Este questionário foi aprovado com outras mudanças desde que esta página abriu. Recarregue a página para ver a versão aprovada e refaça nela as suas alterações.',
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
        const body = [sentBy(member, ask.formId), '', ...ask.changes.map((c) => `- ${c}`)]
        const opened = await repository.openPull(ask.formId, main, message.split('\n')[0], body.join('\n'))
        return { number: opened.number, url: opened.url, added: false, head: sha }
      } catch (error) {
        if (error instanceof BranchMoved) throw new HttpError(409, 'bad_request', SENT_MEANWHILE)
        throw error
      }
    },

    async status(formId: string): Promise<ReviewState> {
      if (!isFormId(formId)) throw new HttpError(400, 'bad_request', 'Questionário desconhecido.')
      const [pull, [current]] = await Promise.all([repository.pull(formId, 'all'), revisions.live(formId)])
      const live = current && JSON.stringify(current.schema)
      if (!pull) return { state: 'none', approved: await approvedTexts(formId), live }
      const { number, url } = pull
      if (pull.state === 'open') {
        const files = await textsAt(formId, pull.head)
        if (files) return { state: 'open', number, url, head: pull.head, files, live }
        throw new Error(`a revisão ${number} não tem os dois arquivos do questionário`)
      }
      const [closed, approved] = await Promise.all([finished(formId, pull), approvedTexts(formId)])
      return { state: closed.state, number, url, approved, at: pull.closedAt, comment: closed.comment, live }
    },

    /**
     * Every questionnaire's newest review (decision 218): the list every device shows, and what an administrator
     * approves. An open review carries its texts, the approved ones before it and its checks.
     */
    async reviews(): Promise<ReviewSummary[]> {
      const [pulls, main] = await Promise.all([repository.reviews(), repository.defaultBranch()])
      return Promise.all(
        [...pulls].map(async ([formId, pull]): Promise<ReviewSummary> => {
          const common = { formId, number: pull.number, url: pull.url, sender: senderOf(pull.body) }
          if (pull.state !== 'open') {
            const closed = await finished(formId, pull)
            return { ...common, ...closed, at: pull.closedAt ?? pull.openedAt }
          }
          const [files, approved, checks] = await Promise.all([
            textsAt(formId, pull.head),
            textsAt(formId, main),
            repository.checks(pull.head),
          ])
          const title = titleOf(files?.schema, formId)
          return { ...common, title, state: 'open', at: pull.openedAt, head: pull.head, files, approved, checks }
        }),
      )
    },

    /**
     * "Aprovar e publicar" (decision 218): an administrator's, the review still open at the head they read, and the
     * repository's checks passed on it; then GitHub merges it with the agency's credential, and the deploy on merge
     * publishes it as it does any merge.
     */
    async approve(ask: Required<Pick<ApproveAsk, 'formId' | 'number' | 'head'>>, member: string): Promise<ReviewState> {
      const pull = await openReview(ask.formId, ask.number)
      if (pull.head !== ask.head) throw new HttpError(409, 'bad_request', MOVED_SINCE_READ)
      const checks = await repository.checks(pull.head)
      if (checks.state !== 'passed') throw new HttpError(409, 'bad_request', `Não aprovado: ${checksWords(checks)}`)
      try {
        await repository.merge(pull.number, pull.head, `Aprovado por ${member} no editor: ${ask.formId}`)
      } catch (error) {
        if (error instanceof BranchMoved) throw new HttpError(409, 'bad_request', MOVED_SINCE_READ)
        if (error instanceof NotMergeable)
          throw new HttpError(
            409,
            'bad_request',
            'O GitHub não deixou juntar esta revisão ao site (ela conflita com outra mudança, ou uma regra do repositório pede outra aprovação). Peça ajuda a quem cuida do repositório.',
          )
        throw error
      }
      return { state: 'approved', number: pull.number, url: pull.url, at: new Date().toISOString() }
    },

    /** "Recusar": an administrator's; the reason is a comment on the review, which the sender reads in the editor. */
    async refuse(ask: { formId: string; number: number; comment: string }, member: string): Promise<ReviewState> {
      const pull = await openReview(ask.formId, ask.number)
      const comment = `Recusado por ${member}: ${ask.comment}`
      await repository.close(pull.number, comment)
      return { state: 'refused', number: pull.number, url: pull.url, at: new Date().toISOString(), comment }
    },
  }
}

export type EditorReview = ReturnType<typeof createEditorReview>
