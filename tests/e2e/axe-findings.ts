import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious or critical axe findings on the page as it is now, as "rule: help" lines (an empty list is a pass). */
export async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}
