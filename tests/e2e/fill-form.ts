import { expect, type Page } from '@playwright/test'
import { type JsonObject, leaves, optionsOf, type Leaf, shownLeaves, widgetOf, WIDGETS } from '#form-core'
import { recordOf, sampleLeafValue } from '../../scripts/forms/sample-record.ts'
import { rjsfId } from '../helpers/rjsf-id.ts'

const labelOf = (field: JsonObject, value: unknown) => String(optionsOf(field).find((o) => o.const === value)?.title ?? value)
const indexOf = (field: JsonObject, value: unknown) => optionsOf(field).findIndex((o) => o.const === value)

/** Answers one question the way a visitor does, through its widget (form-core/widgets.ts says how each is answered). */
export async function fillLeaf(page: Page, leaf: Leaf, value = sampleLeafValue(leaf)) {
  const id = rjsfId(leaf.path)
  const widget = widgetOf(leaf.schema, leaf.ui)
  if (!widget) throw new Error(`${leaf.path.join('.')}: no widget draws this question`)
  // Each option is a real input with RJSF's id and its label: mark it by its name, as a person would.
  const mark = async (v: unknown) => {
    await expect(page.locator(`#${id}-${indexOf(leaf.schema, v)}`)).toHaveAccessibleName(labelOf(leaf.schema, v))
    await page.locator(`#${id}-${indexOf(leaf.schema, v)}`).check()
  }
  switch (WIDGETS[widget].answerBy) {
    case 'other-text':
      await page
        .getByRole('checkbox', { name: String((leaf.ui['ui:options'] as { checkboxLabel?: string }).checkboxLabel) })
        .check({ force: true })
      return page.locator(`#${id}`).fill(String(value))
    case 'ticks':
      for (const v of value as unknown[]) await mark(v)
      return
    case 'radio':
      return mark(value)
    case 'yes-no':
      return page.locator(`#${id}-${value ? 0 : 1}`).check()
    case 'tick':
      return value ? page.locator(`#${id}`).check() : undefined
    case 'select':
      return void (await page.locator(`select#${id}`).selectOption({ label: labelOf(leaf.schema, value) }))
    case 'typing':
      return page.locator(`#${id}`).fill(String(value))
  }
}

/** Answers every required field (or every field) of a form with valid sample values, top to bottom. */
export async function fillForm(page: Page, schema: object, uiSchema: object = {}, { all = false } = {}) {
  const candidates = leaves(schema as JsonObject, uiSchema as JsonObject).filter((l) => all || l.required)
  // Only what these answers show: a question on a condition (decision 180) waits for its answer.
  const shown = new Set(shownLeaves(schema as JsonObject, uiSchema as JsonObject, recordOf(candidates)).map((l) => l.path.join('.')))
  const answered = candidates.filter((l) => shown.has(l.path.join('.')))
  for (const leaf of answered) await fillLeaf(page, leaf)
  await expect(page.getByTestId('form-progress')).toContainText(`${answered.length} de`)
  return answered
}
