import { expect, test } from '@playwright/test'
import { testForms } from '../helpers/form-files.ts'
import { leaves } from '#form-core'
import { rjsfId } from '../helpers/rjsf-id.ts'

// Every "Outro" box any form declares (ui:widget other-text), derived from the JSON.
const others = testForms.flatMap((form) =>
  leaves(form.schema, form.uiSchema)
    .filter((l) => l.ui['ui:widget'] === 'other-text')
    .map((leaf) => ({ form, leaf, label: String((leaf.ui['ui:options'] as { checkboxLabel: string }).checkboxLabel) })),
)

for (const { form, leaf, label } of others) {
  test(`${form.id}: "${label}" is ticked while its text is non-empty; unticking clears the text`, async ({ page }) => {
    await page.goto(form.meta.route!)
    const box = page.getByRole('checkbox', { name: label })
    await expect(box).not.toBeChecked()
    await expect(page.locator(`#${rjsfId(leaf.path)}`)).toHaveCount(0)
    await box.check({ force: true })
    await page.locator(`#${rjsfId(leaf.path)}`).fill('Integração com o ERP')
    await expect(box).toBeChecked()
    await box.uncheck({ force: true })
    await expect(page.locator(`#${rjsfId(leaf.path)}`)).toHaveCount(0)
    await box.check({ force: true })
    await expect(page.locator(`#${rjsfId(leaf.path)}`)).toHaveValue('')
  })
}
