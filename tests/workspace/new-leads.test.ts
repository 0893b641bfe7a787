import { describe, expect, it } from 'vitest'
import { isNewSince, unreadText, workspaceTitle } from '../../src/workspace/new-leads.ts'

/** What is new since the member last looked (decision 174): the marks, the count and the tab's title. */
describe('new leads since the last visit', () => {
  it('marks a lead that arrived after the visit before, and none without a visit', () => {
    expect(isNewSince('2026-11-27T10:00:01Z', '2026-11-27T10:00:00Z')).toBe(true)
    expect(isNewSince('2026-11-27T10:00:00Z', '2026-11-27T10:00:00Z')).toBe(false)
    expect(isNewSince('2026-11-27T10:00:00Z', null)).toBe(false)
  })

  it('counts in the title up to 99, then "99+" (the server counts to 100)', () => {
    expect(workspaceTitle(0)).toBe('Painel | Excellis')
    expect(workspaceTitle(3)).toBe('(3) Leads · Painel | Excellis')
    expect(workspaceTitle(100)).toBe('(99+) Leads · Painel | Excellis')
    expect(unreadText(99)).toBe('99')
  })
})
