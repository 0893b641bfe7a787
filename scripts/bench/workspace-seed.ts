import { mapColumns, personalFields, schemaHash, submitTargetOf, SUBMISSIONS_TABLE, type JsonObject } from '#form-core'
import { loadForms } from '../forms/load-forms.ts'
import { minimalRecord } from '../forms/sample-record.ts'
import type { Database, Queryable } from '../local-backend/database.ts'
import { ident } from '../local-backend/database.ts'
import { runMemberAction } from '../members/member-actions.ts'

/**
 * The leads `npm run bench:workspace` measures against (issue 28, 44): `count` leads over the 12 server forms, spread
 * over 90 days, every person with an e-mail of their own and a few with three leads; and a member's calls timed
 * alone under RLS. Its own module so a profile (EXPLAIN ANALYZE in a PGlite folder) reads the very same data.
 */
export const benchForms = loadForms().filter((f) => {
  const target = submitTargetOf(f.schema)
  return target && !('local' in target)
})

/**
 * Person `n`'s e-mail: one address per person, except the first three of each thousand (1000, 1001, 1002…), who are
 * one person with three leads. "Pessoa Bench 1000" (a contact lead) thus has two other leads.
 */
export const emailOf = (n: number) => `pessoa${n - (n % 1000 < 3 ? n % 1000 : 0)}@bench.test`

/** Lead `n` of a form: its tagged name is "Pessoa Bench n" and every e-mail question holds person n's address. */
function answersOf(schema: JsonObject, n: number): JsonObject {
  const answers = minimalRecord(schema)
  for (const field of personalFields(schema)) {
    const value = field.kind === 'name' ? `Pessoa Bench ${n}` : field.kind === 'email' ? emailOf(n) : undefined
    if (value === undefined) continue
    let node = answers
    for (const key of field.path.slice(0, -1)) node = (node[key] ??= {}) as JsonObject
    node[field.path.at(-1)!] = value
  }
  return answers
}

async function seedForm(db: Queryable, form: (typeof benchForms)[number], count: number, from: number) {
  const target = submitTargetOf(form.schema)!
  const hash = await schemaHash(form.schema)
  const rows = Array.from({ length: count }, (_, i) => ({
    answers: answersOf(form.schema, from + i),
    at: new Date(Date.now() - ((from + i) % 90) * 86_400_000 - i * 1000).toISOString(),
  }))
  if ('table' in target) {
    for (const { answers, at } of rows) {
      const row = { ...mapColumns(target.columns, answers), created_at: at }
      const columns = Object.keys(row)
      await db.query(
        `insert into public.${ident(target.table)} (${columns.map(ident).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      )
    }
    return
  }
  await db.query(
    `insert into public.${SUBMISSIONS_TABLE} (form_id, schema_hash, payload, created_at)
     select $1, $2, r -> 'answers', (r ->> 'at')::timestamptz from jsonb_array_elements($3::jsonb) r`,
    [form.id, hash, JSON.stringify(rows)],
  )
}

/**
 * `count` leads in alphabetical form order (contact, a tagged name, takes 834–1667: "Pessoa Bench 1000" is one of its
 * leads) and `member` added. The revisions are dated before the oldest lead: a meeting request is read with the
 * revision current when it arrived, and one older than every revision would have no form.
 */
export async function seedWorkspace(db: Queryable, count: number, member: string) {
  await db.query(`update public.form_revisions set first_published_at = now() - interval '100 days'`)
  const per = Math.ceil(count / benchForms.length)
  for (const [i, form] of benchForms.entries()) await seedForm(db, form, Math.min(per, count - i * per), i * per)
  await runMemberAction(db, { action: 'add', email: member, addedBy: 'bench' })
}

/**
 * `sql` run `runs` times as `member` under RLS, each in its own transaction, with the member's live session (decision
 * 201: membership asks that it be alive); the query's own milliseconds, without the transaction around it.
 */
export async function timeAsMember(db: Database, member: string, sql: string, params: unknown[] = [], runs = 20) {
  const times: number[] = []
  for (let i = 0; i < runs; i++)
    await db.transaction(async (tx) => {
      const [{ id }] = (
        await tx.query<{ id: string }>(
          'select s.id from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1 limit 1',
          [member],
        )
      ).rows
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', email: member, session_id: id }),
      ])
      await tx.query('set local role authenticated')
      const t0 = performance.now()
      await tx.query(sql, params)
      times.push(performance.now() - t0)
    })
  return times
}
