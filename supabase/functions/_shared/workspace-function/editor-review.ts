import { checkFormTexts, type PublishedLock } from '../form-authoring/index.ts'
import { canonicalJson, EDITOR_PATH, formFilesOf, isFormId, WORKSPACE_PATH, type FormTexts } from '../form-core/index.ts'
import type { ReviewRequest, ReviewSent, ReviewState } from '../workspace-contract/editor-review-calls.ts'
import { HttpError } from '../platform/responses.ts'
import type { RevisionSource } from '../platform/server-types.ts'
import type { EditorRepository, ProjectFiles } from './editor-github.ts'

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
export function problemsOfSent(formId: string, sent: FormTexts, project: ProjectFiles): string[] {
  const forms = { ...project.forms, [formId]: sent }
  const entries = Object.entries(forms)
  const { problems } = checkFormTexts({
    schemas: entries.map(([id, f]) => ({ id, file: formFilesOf(id).schema, text: f.schema })),
    uiSchemas: entries.map(([id, f]) => ({ id, file: formFilesOf(id).uiSchema, text: f.uiSchema })),
    published: project.lock ? (JSON.parse(project.lock) as PublishedLock) : undefined,
    sitePages: new Set([EDITOR_PATH, WORKSPACE_PATH]),
  })
  const own = new Set<string>(Object.values(formFilesOf(formId)))
  return problems.filter((p) => own.has(p.file)).map((p) => p.message)
}

const PATHS = ['schema', 'uiSchema'] as const

/** The commit's message: the title, what changed, and the member as co-author (GitHub shows both). */
function messageOf(ask: ReviewRequest, member: string, isNew: boolean): string {
  const title = isNew ? `Questionário novo: ${ask.formId}` : `Questionário ${ask.formId}: alterações do editor`
  const changes = ask.changes.map((c) => `- ${c}`).join('\n')
  return `${title}\n\n${changes}${changes ? '\n\n' : ''}Co-authored-by: ${member.split('@')[0]} <${member}>`
}

export function createEditorReview(repository: EditorRepository, revisions: RevisionSource) {
  return {
    async send(ask: ReviewRequest, member: string): Promise<ReviewSent> {
      const main = await repository.defaultBranch()
      const project = await repository.project(main)
      const problems = problemsOfSent(ask.formId, ask.files, project)
      if (problems.length)
        throw new HttpError(
          422,
          'validation_failed',
          `Corrija ${problems.length === 1 ? 'o problema' : `os ${problems.length} problemas`} antes de enviar: ${problems[0]}`,
          problems.map((message) => ({ field: ask.formId, message })),
        )
      const paths = formFilesOf(ask.formId)
      const onMain = project.forms[ask.formId]
      const open = await repository.pull(ask.formId, 'open')
      // Another device or person sent to the review after this page opened from it: sending would undo their changes.
      if (open && ask.head !== open.head)
        throw new HttpError(
          409,
          'bad_request',
          'Esta revisão recebeu outro envio depois que você a abriu (de outro aparelho ou de outra pessoa). Baixe os seus arquivos e recarregue a página: ela abre com o que está na revisão.',
        )
      // Someone changed this questionnaire on the site since the member's page was built: sending would undo it.
      // A page opened from the open review started from the review's texts, not the site's: nothing to compare.
      const moved = !open && PATHS.some((k) => onMain && ask.base && onMain[k] !== ask.base[k] && onMain[k] !== ask.files[k])
      if (moved || (!ask.base && onMain))
        throw new HttpError(
          409,
          'bad_request',
          onMain && !ask.base
            ? `Já existe um questionário "${ask.formId}": escolha outro nome.`
            : 'Este questionário mudou no site desde que esta página abriu. Baixe os seus arquivos, recarregue a página e refaça as alterações.',
        )
      const ref = open ? `editor/${ask.formId}` : main
      const now = await Promise.all(PATHS.map((k) => repository.text(paths[k], ref)))
      const changed = PATHS.filter((k, i) => now[i] !== ask.files[k])
      if (!changed.length)
        throw new HttpError(409, 'bad_request', open ? 'Nada mudou desde o último envio.' : 'Nada mudou: não há o que enviar.')
      const message = messageOf(ask, member, !onMain)
      const sha = await repository.commit(
        ref,
        changed.map((k) => ({ path: paths[k], content: ask.files[k] })),
        message,
      )
      await repository.moveBranch(ask.formId, sha, Boolean(open))
      if (open) return { number: open.number, url: open.url, added: true, head: sha }
      const body = [
        `Enviado por ${member} pelo editor de questionários (${EDITOR_PATH}/${ask.formId}).`,
        '',
        ...ask.changes.map((c) => `- ${c}`),
      ]
      const opened = await repository.openPull(ask.formId, main, message.split('\n')[0], body.join('\n'))
      return { number: opened.number, url: opened.url, added: false, head: sha }
    },

    async status(formId: string): Promise<ReviewState> {
      if (!isFormId(formId)) throw new HttpError(400, 'bad_request', 'Questionário desconhecido.')
      const pull = await repository.pull(formId, 'all')
      if (!pull) return { state: 'none' }
      const { number, url } = pull
      if (pull.state === 'open') {
        const paths = formFilesOf(formId)
        const [schema, uiSchema] = await Promise.all([repository.text(paths.schema, pull.head), repository.text(paths.uiSchema, pull.head)])
        if (schema !== null && uiSchema !== null) return { state: 'open', number, url, head: pull.head, files: { schema, uiSchema } }
        throw new Error(`a revisão ${number} não tem os dois arquivos do questionário`)
      }
      if (pull.state === 'closed') return { state: 'refused', number, url }
      // Merged: published once the site's newest revision of the form is what the review held.
      const [merged, [live]] = await Promise.all([repository.text(formFilesOf(formId).schema, pull.head), revisions.live(formId)])
      const published = merged !== null && live !== undefined && canonicalJson(JSON.parse(merged)) === canonicalJson(live.schema)
      return { state: published ? 'published' : 'approved', number, url }
    },
  }
}

export type EditorReview = ReturnType<typeof createEditorReview>
