import { agencyTime, submitTargetOf, SUBMISSIONS_TABLE, type JsonObject, labelledAnswers, rowAnswers } from '#form-core'
import type { FormFiles } from '../forms/load-forms.ts'
import { notificationKey, type NotificationState, type StoredSubmissions } from './read-submissions.ts'

interface Entry {
  formId: string
  title: string
  createdAt: string
  id: string
  lines: string[]
  notification: string
}

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** Control characters shown as escapes, so a lead cannot clear the screen, plant a link or forge a line of the listing. */
export const printable = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => ESCAPES[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)

/** The agency is in Brazil: times are shown in São Paulo's zone whatever the machine's. */
const when = agencyTime

type Presentation = Pick<FormFiles, 'schema' | 'uiSchema'>

export function notificationLine(state: NotificationState | undefined): string {
  if (!state) return 'aviso por e-mail: sem registro no outbox'
  if (state.sentAt) return `aviso por e-mail: enviado em ${when(state.sentAt)}`
  const tried = state.attempts === 0 ? 'ainda não tentado' : `${state.attempts} tentativa${state.attempts === 1 ? '' : 's'}`
  const next = state.nextAttemptAt ? `próxima ${when(state.nextAttemptAt)}` : 'não será tentado de novo'
  return `aviso por e-mail: PENDENTE (${tried}; ${next})${state.lastError ? `; último erro: ${state.lastError}` : ''}`
}

function answerLines(form: Presentation | undefined, data: JsonObject): string[] {
  if (!form) return Object.entries(data).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
  return labelledAnswers(form.schema, data, form.uiSchema).map(({ groups, label, value }) => `${[...groups, label].join(' › ')}: ${value}`)
}

export function renderSubmissions(stored: StoredSubmissions, forms: FormFiles[]): string {
  const byId = new Map(forms.map((f) => [f.id, f]))
  const titleOf = (id: string) => String(byId.get(id)?.schema.title ?? id)
  // Each row is read with the revision it answered: a question retitled or removed since still shows its label.
  const revisionOf = (hash: string): Presentation | undefined => {
    const revision = stored.revisions?.[hash]
    return revision && { schema: revision.schema, uiSchema: revision.ui_schema }
  }
  const entries: Entry[] = stored.submissions.map((s) => {
    const answered = revisionOf(s.schema_hash)
    return {
      formId: s.form_id,
      title: String(answered?.schema.title ?? titleOf(s.form_id)),
      createdAt: s.created_at,
      id: s.id,
      lines: answerLines(answered ?? byId.get(s.form_id), s.payload),
      notification: notificationLine(stored.notifications?.[notificationKey(SUBMISSIONS_TABLE, s.id)]),
    }
  })
  for (const form of forms) {
    const target = submitTargetOf(form.schema)
    if (!target || !('table' in target)) continue
    for (const row of stored.tables[target.table] ?? []) {
      entries.push({
        formId: form.id,
        title: titleOf(form.id),
        createdAt: String(row.created_at),
        id: `${target.table} #${String(row.id)}`,
        lines: answerLines(form, rowAnswers(target.columns, row)),
        notification: notificationLine(stored.notifications?.[notificationKey(target.table, row.id)]),
      })
    }
  }
  const shown = entries.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  if (shown.length === 0) return 'Nenhum envio armazenado ainda.'
  const totals = Object.entries(stored.counts)
    .map(([table, n]) => `${table}: ${n}`)
    .join(', ')
  const owed = stored.unnotified ? `; ${stored.unnotified} ainda sem aviso por e-mail à agência` : ''
  return (
    `Envios armazenados (${printable(totals)}${owed}); mais recentes primeiro:\n\n` +
    shown
      .map((e) =>
        [`── ${e.title} (${e.formId}) · ${when(e.createdAt)} · ${e.id}`, `   [${e.notification}]`, ...e.lines.map((l) => `   ${l}`)]
          .map(printable)
          .join('\n'),
      )
      .join('\n\n')
  )
}
