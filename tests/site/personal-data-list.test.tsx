import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { privacySummary } from '../../scripts/forms/privacy-summary.ts'
import { PersonalDataList, retentionLabel } from '../../src/components/legal/personal-data-list.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

const forms = loadForms()
/** The forms with the website briefing's questions all tagged `x-personal: false`. */
const untagged = forms.map((f) => {
  if (f.id !== 'website') return f
  const schema = structuredClone(f.schema) as { properties: Record<string, Record<string, unknown>> }
  for (const field of Object.values(schema.properties)) field['x-personal'] = false
  return { ...f, schema }
})

describe("the privacy policy's data-collection list, generated from the questionnaires", () => {
  it('lists every form whose answers leave the browser, with the kinds its questions are tagged with', () => {
    const summary = privacySummary(forms)
    expect(summary.map((e) => e.id)).not.toContain('diagnostic')
    expect(summary.find((e) => e.id === 'meeting')).toMatchObject({ kinds: ['name', 'email', 'phone', 'free-text'], retentionDays: 365 })
    expect(summary.find((e) => e.id === 'website')).toMatchObject({ kinds: ['name', 'email', 'phone'], retentionDays: 730 })
  })

  it("changes when a schema's tags change", () => {
    expect(privacySummary(untagged).find((e) => e.id === 'website')?.kinds).toEqual([])
  })

  it('renders each form with what, why and for how long, in Portuguese', () => {
    renderWithProviders(<PersonalDataList entries={privacySummary(untagged)} />)
    const meeting = within(screen.getByTestId('personal-data-list')).getByText('Agende uma Reunião').closest('li')!
    expect(meeting).toHaveTextContent('Dados pessoais: nome, e-mail, telefone e mensagens escritas por você.')
    expect(meeting).toHaveTextContent('Para quê: Usamos seu nome, e-mail e telefone só para combinar e realizar a reunião.')
    expect(meeting).toHaveTextContent('Por quanto tempo: 1 ano; depois as respostas são apagadas.')
    expect(screen.getByText('Briefing para Criação de Site').closest('li')).toHaveTextContent('nenhum dado pessoal')
  })

  it.each([
    [365, '1 ano'],
    [730, '2 anos'],
    [90, '3 meses'],
    [30, '1 mês'],
    [45, '45 dias'],
  ])('%i days read as "%s"', (days, label) => expect(retentionLabel(days)).toBe(label))
})
