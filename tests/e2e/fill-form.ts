import { expect, type Page } from '@playwright/test'
import type { JsonObject } from '#form-core/json.ts'
import { leaves, optionsOf, type Leaf } from '#form-core/schema-walk.ts'
import { sampleLeafValue } from '../../scripts/forms/sample-record.ts'
import { rjsfId } from '../helpers/rjsf-id.ts'

const labelOf = (field: JsonObject, value: unknown) => String(optionsOf(field).find((o) => o.const === value)?.title ?? value)
const indexOf = (field: JsonObject, value: unknown) => optionsOf(field).findIndex((o) => o.const === value)

/** Types one answer the way a visitor does, whatever the widget. */
export async function fillLeaf(page: Page, leaf: Leaf, value = sampleLeafValue(leaf)) {
  const id = rjsfId(leaf.path)
  const widget = leaf.ui['ui:widget']
  if (widget === 'other-text') {
    const label = String((leaf.ui['ui:options'] as { checkboxLabel?: string }).checkboxLabel)
    await page.getByRole('checkbox', { name: label }).check({ force: true })
    await page.locator(`#${id}`).fill(String(value))
  } else if (leaf.schema.type === 'array') {
    // Each option is a real input with RJSF's id and its label: tick it by its name, as a person would.
    for (const v of value as unknown[]) {
      await expect(page.locator(`#${id}-${indexOf(leaf.schema, v)}`)).toHaveAccessibleName(labelOf(leaf.schema, v))
      await page.locator(`#${id}-${indexOf(leaf.schema, v)}`).check()
    }
  } else if (leaf.schema.oneOf && widget === 'radio') {
    await expect(page.locator(`#${id}-${indexOf(leaf.schema, value)}`)).toHaveAccessibleName(labelOf(leaf.schema, value))
    await page.locator(`#${id}-${indexOf(leaf.schema, value)}`).check()
  } else if (leaf.schema.oneOf) {
    await page.locator(`select#${id}`).selectOption({ label: labelOf(leaf.schema, value) })
  } else {
    await page.locator(`#${id}`).fill(String(value))
  }
}

/** Answers every required field (or every field) of a form with valid sample values, top to bottom. */
export async function fillForm(page: Page, schema: object, uiSchema: object = {}, { all = false } = {}) {
  const answered = leaves(schema as JsonObject, uiSchema as JsonObject).filter((l) => all || l.required)
  for (const leaf of answered) await fillLeaf(page, leaf)
  await expect(page.getByTestId('form-progress')).toContainText(`${answered.length} de`)
  return answered
}
