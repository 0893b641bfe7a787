import { test } from '@playwright/test'
import { conditionScenario } from './conditions-scenario.ts'

// A 390 px phone, every control tapped (the desktop plays the same in conditions.spec.ts).
test('landing-page on a phone: "Qual outro objetivo?" appears after "Outro", counts, is not sent hidden, is required when shown', async ({
  page,
}) => {
  test.slow()
  await conditionScenario(page, { touch: true })
})
