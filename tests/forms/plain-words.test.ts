import { describe, expect, it } from 'vitest'
import { leaves, type JsonObject } from '#form-core'
import { loadForms } from '../../scripts/forms/load-forms.ts'

/**
 * Issue 43, item 5: a business owner cannot answer "Headline" or "jornada de compra" without help. Every question of a
 * briefing whose title or options use a marketer's word carries a `ui:help` in plain words (the ui-schema only: the
 * spec's fields and options stay as they are).
 */
const JARGON = [
  /headline/i,
  /gatilhos mentais/i,
  /chamada para ação/i,
  /jornada de compra/i,
  /^plataforma/i,
  /integraç/i,
  /ticket médio/i,
  /avatar/i,
  /carrinho/i,
  /afiliados/i,
  /mídia paga/i,
  /rastreamento/i,
  /funil/i,
  /métricas/i,
  /manual de marca/i,
  /automação/i,
  /urgência ou escassez/i,
  /tipografia/i,
  /tipo de lançamento/i,
  /WordPress|Webflow|React/,
]

const briefings = loadForms().filter((f) => (f.schema['x-form'] as { kind: string }).kind === 'briefing')

describe('plain words on the jargon questions of the shipped briefings (issue 43)', () => {
  it.each(briefings.map((f) => [f.id, f] as const))('%s: every question in a marketer’s words has a help text', (_id, form) => {
    const missing = leaves(form.schema as JsonObject, form.uiSchema as JsonObject)
      .filter(({ schema }) => {
        const words = [String(schema.title ?? ''), ...JSON.stringify(schema.enum ?? schema.oneOf ?? schema.items ?? '').split('"')]
        return words.some((w) => JARGON.some((j) => j.test(w)))
      })
      .filter(({ ui }) => typeof ui['ui:help'] !== 'string')
      .map(({ path, schema }) => `${path.join('.')}: ${String(schema.title)}`)
    expect(missing).toEqual([])
  })
})
