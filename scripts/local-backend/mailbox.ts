import { Hono } from 'hono'
import { agencyTime, escapeHtml } from '#form-core'
import { renderNotificationEmail, type NotificationOptions } from '#functions/forms-function/notification-email.ts'
import { renderReceiptEmail } from '#functions/forms-function/receipt-email.ts'
import type { Notifier } from '#functions/forms-function/lead-types.ts'
import type { Database } from './database.ts'

/**
 * Every e-mail the local backend would send (login codes, lead notifications) lands here, as Supabase's local stack
 * catches mail: a one-line notice in the terminal, a page at /mailbox and JSON at /mailbox/messages. A lead's answers
 * go to the mailbox only, never to the terminal (docs/backend.md, "Logs").
 */
export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  kind: 'login' | 'lead' | 'receipt'
  /** What the terminal may show of it (the login code); a lead's answers never go there. */
  notice?: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

export interface StoredMail extends Omit<OutgoingMail, 'notice'> {
  id: number
  created_at: string
}

const SCHEMA_SQL = `
create schema if not exists local_backend;
create table if not exists local_backend.mailbox (
  id bigint generated always as identity primary key, created_at timestamptz not null default now(),
  kind text not null, "to" text not null, subject text not null, html text not null, text text not null
);`

const KIND_LABELS: Record<OutgoingMail['kind'], string> = {
  login: 'código de acesso',
  lead: 'aviso de envio',
  receipt: 'recibo do visitante',
}

/** The newest this many are kept: a mail catcher, not an archive. */
const KEEP = 500

export interface Mailbox extends Mailer {
  list(filter?: { to?: string; limit?: number }): Promise<StoredMail[]>
  routes(): Hono
}

export async function openMailbox(db: Database, options: { url: () => string; print?: (line: string) => void }): Promise<Mailbox> {
  await db.exec(SCHEMA_SQL)
  const print = options.print ?? ((line) => console.info(line))
  const list: Mailbox['list'] = async ({ to, limit = 50 } = {}) =>
    (
      await db.query<StoredMail & { created_at: Date }>(
        `select id::int as id, created_at, kind, "to", subject, html, text from local_backend.mailbox
          where ($1::text is null or "to" = lower($1)) order by id desc limit $2`,
        [to ?? null, Math.min(Math.max(limit, 1), KEEP)],
      )
    ).rows.map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() }))
  return {
    async send(mail) {
      await db.query(`insert into local_backend.mailbox (kind, "to", subject, html, text) values ($1, lower($2), $3, $4, $5)`, [
        mail.kind,
        mail.to,
        mail.subject,
        mail.html,
        mail.text,
      ])
      await db.query('delete from local_backend.mailbox where id <= (select max(id) from local_backend.mailbox) - $1', [KEEP])
      // A receipt's address is what the visitor typed: like their answers, it stays out of the terminal.
      const to = mail.kind === 'receipt' ? 'o visitante' : mail.to
      print(`[e-mail] ${mail.subject} → ${to}${mail.notice ? `: ${mail.notice}` : ''}  (${options.url()}/mailbox)`)
    },
    list,
    routes: () => mailboxRoutes(list),
  }
}

/** The agency's lead e-mail, rendered as Resend would send it, into the mailbox (when Resend is not configured). */
export const mailboxNotifier = (mailer: Mailer, to: string, options: NotificationOptions): Notifier => ({
  async notify(form, lead) {
    const email = renderNotificationEmail(form, lead, options)
    await mailer.send({ to, subject: email.subject, html: email.html, text: email.text, kind: 'lead' })
  },
  // The visitor's receipt, to the address typed in the form, answered by the agency's inbox (decision 209).
  async receipt(form, lead, receipt) {
    const email = renderReceiptEmail(form, lead, { ...receipt, replyTo: to })
    await mailer.send({ to: receipt.to, subject: email.subject, html: email.html, text: email.text, kind: 'receipt' })
  },
})

/** Only a page of this machine reads it: a Host other than the loopback's (DNS rebinding) is refused. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const fromLoopback = (req: Request) => LOOPBACK.has(new URL(req.url).hostname)

function page(messages: StoredMail[]): string {
  const items = messages.map(
    (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">Para ${escapeHtml(m.to)} · ${agencyTime(m.created_at)} · ${KIND_LABELS[m.kind]} · <a href="/mailbox/${m.id}">ver como e-mail</a></p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
  )
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Caixa de e-mails local</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#555;font-size:.875rem;margin:0 0 .5rem}pre{white-space:pre-wrap;word-break:break-word;margin:0;font:inherit}a{color:#0b57d0}</style></head>
<body><h1>Caixa de e-mails local</h1>
<p>O que o backend local enviaria por e-mail (códigos de acesso ao painel e avisos de envios), do mais novo ao mais antigo. Nada aqui sai desta máquina. <a href="/mailbox">Atualizar</a></p>
${items.length ? items.join('\n') : '<p>Nenhum e-mail ainda.</p>'}
</body></html>`
}

function mailboxRoutes(list: Mailbox['list']): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => (fromLoopback(c.req.raw) ? next() : c.text('Só nesta máquina.', 403)))
  app.get('/', async (c) => c.html(page(await list({ limit: 100 }))))
  app.get('/messages', async (c) =>
    c.json({ messages: await list({ to: c.req.query('to') || undefined, limit: Number(c.req.query('limit') ?? 50) || 50 }) }),
  )
  // The e-mail as sent, in a sandbox: its HTML runs no script and loads nothing.
  app.get('/:id{[0-9]+}', async (c) => {
    const mail = (await list({ limit: KEEP })).find((m) => m.id === Number(c.req.param('id')))
    if (!mail) return c.text('E-mail não encontrado (a caixa guarda os 500 mais novos).', 404)
    return c.html(mail.html, 200, { 'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'" })
  })
  return app
}
