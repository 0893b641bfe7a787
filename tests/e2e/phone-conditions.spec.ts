import { expect, test } from '@playwright/test'
import { shownLeaves } from '#form-core'
import { testForm } from '../helpers/form-files.ts'
import { seriousFindings } from './axe-findings.ts'
import { typeInto } from './phone-hands.ts'
import { open } from './site-helpers.ts'

/**
 * A 390 px phone, every control tapped: on its step (the landing-page briefing goes step by step on a phone, decision
 * 203), "Qual outro objetivo?" appears after "Outro", right below it, and counts; a change of mind hides it and brings
 * its answer back. The send with it hidden and with it empty are played in phone-steps.spec.ts; the desktop plays the
 * whole scenario on one page in conditions.spec.ts.
 */
const form = testForm('landing-page')
const shownAtFirst = shownLeaves(form.schema, form.uiSchema).length

test('landing-page on a phone: "Qual outro objetivo?" appears after "Outro" in its step, counts, comes back with its answer', async ({
  page,
}, testInfo) => {
  test.slow() // axe on a loaded machine
  const goal = page.getByLabel('Qual o principal objetivo da landing page?')
  const other = page.getByLabel('Qual outro objetivo?')
  const progress = page.getByTestId('form-progress')
  const pick = async (label: string) => {
    await goal.scrollIntoViewIfNeeded()
    await goal.tap()
    // The native list a finger picks from: the page only sees the change.
    await goal.selectOption({ label })
  }
  await open(page, `${form.meta.route!}?etapa=4`)
  await expect(page.getByTestId('form-step')).toHaveText(/^Etapa 4 de /)
  await expect(other).toHaveCount(0)

  await pick('Outro')
  await expect(other).toBeVisible()
  await expect(goal).toBeFocused()
  const goalBox = (await goal.boundingBox())!
  const otherBox = (await other.boundingBox())!
  expect(otherBox.y, 'right below its trigger').toBeGreaterThan(goalBox.y)
  expect(otherBox.y - (goalBox.y + goalBox.height), 'no question between them').toBeLessThan(120)
  await expect(progress).toHaveText(`1 de ${shownAtFirst + 1} perguntas respondidas`)
  await typeInto(page, other, 'Recrutar vendedores')
  await expect(progress).toHaveText(`2 de ${shownAtFirst + 1} perguntas respondidas`)
  await expect(other).toBeInViewport()
  expect(await seriousFindings(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('condition-shown-390.png') })

  await pick('Captar leads')
  await expect(other).toHaveCount(0)
  await expect(progress).toHaveText(`1 de ${shownAtFirst} perguntas respondidas`)
  await pick('Outro')
  await expect(other).toHaveValue('Recrutar vendedores')
  await expect(progress).toHaveText(`2 de ${shownAtFirst + 1} perguntas respondidas`)
})
