import { test } from '@playwright/test'
import { conditionScenario } from './conditions-scenario.ts'

// Desktop, mouse and keyboard at 1440 px; the phone plays the same in phone-conditions.spec.ts.
test.use({ viewport: { width: 1440, height: 900 } })

test('landing-page: "Qual outro objetivo?" appears after "Outro", counts, is not sent hidden and is required when shown', async ({
  page,
}) => {
  test.slow()
  await conditionScenario(page, { touch: false })
})
