import { describe, expect, it } from 'vitest'
import { unreadText, workspaceTitle } from '../../src/workspace/new-leads.ts'

/** What is new for the member (decision 213): the count and the tab's title. */
describe('new leads for me', () => {
  it('counts in the title up to 99, then "99+" (the server counts to 100)', () => {
    expect(workspaceTitle(0)).toBe('Painel | Excellis')
    expect(workspaceTitle(3)).toBe('(3) Leads · Painel | Excellis')
    expect(workspaceTitle(100)).toBe('(99+) Leads · Painel | Excellis')
    expect(workspaceTitle(0, 'Carla Dias · Agendar Reunião')).toBe('Carla Dias · Agendar Reunião · Painel | Excellis')
    expect(workspaceTitle(2, 'Carla Dias · Agendar Reunião')).toBe('(2) Carla Dias · Agendar Reunião · Painel | Excellis')
    expect(unreadText(99)).toBe('99')
  })
})
