import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AnswerLinks } from '../../src/workspace/answer-links.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

const lead = { source_table: 'form_submissions', source_id: 'abc', form_title: 'Briefing de Tráfego Pago' }
const who = { name: 'Ana Souza', email: 'ana@padaria.com.br', phone: '62984445566', website: 'www.padaria.com.br' }

describe('the answer links of a lead', () => {
  it('on the lead page: e-mail, WhatsApp, a call and the site, each saying whom it reaches', () => {
    renderWithProviders(<AnswerLinks who={who} lead={lead} detailed />)
    const list = screen.getByRole('list', { name: 'Responder a Ana Souza' })
    expect(list).toBeTruthy()
    expect(screen.getByRole('link', { name: 'E-mail · ana@padaria.com.br' }).getAttribute('href')).toMatch(
      /^mailto:ana@padaria\.com\.br\?subject=/,
    )
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp · (62) 98444-5566' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5562984445566\?text=/)
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Ligar · (62) 98444-5566' }).getAttribute('href')).toBe('tel:+5562984445566')
    const site = screen.getByRole('link', { name: 'Site · www.padaria.com.br' })
    expect([site.getAttribute('href'), site.getAttribute('target'), site.getAttribute('rel')]).toEqual([
      'https://www.padaria.com.br/',
      '_blank',
      'noopener noreferrer',
    ])
  })

  it("on a card: short words, the person's name for a screen reader", () => {
    renderWithProviders(<AnswerLinks who={who} lead={lead} />)
    expect(screen.getByRole('link', { name: 'WhatsApp para Ana Souza' }).textContent).toBe('WhatsApp')
  })

  it('a landline gets a call and no WhatsApp, on the card and on the lead page; a mobile gets both', () => {
    // (11) 3456-7890: 10 digits, the number after the area code starting 2–5 — a fixed line WhatsApp cannot reach.
    for (const phone of ['1134567890', '+55 11 3456-7890', '(62) 5432-1098', '2123456789']) {
      const card = renderWithProviders(<AnswerLinks who={{ ...who, phone }} lead={lead} />)
      expect(screen.queryByRole('link', { name: /^WhatsApp/ }), phone).toBeNull()
      expect(screen.getByRole('link', { name: 'Ligar para Ana Souza' }).getAttribute('href'), phone).toMatch(/^tel:\+55\d{10}$/)
      card.unmount()
      const page = renderWithProviders(<AnswerLinks who={{ ...who, phone }} lead={lead} detailed />)
      expect(screen.queryByRole('link', { name: /^WhatsApp/ }), phone).toBeNull()
      page.unmount()
    }
    for (const phone of ['11987654321', '+55 (11) 98765-4321', '+351 912 345 678']) {
      const card = renderWithProviders(<AnswerLinks who={{ ...who, phone }} lead={lead} />)
      expect(screen.getByRole('link', { name: 'WhatsApp para Ana Souza' }), phone).toBeTruthy()
      card.unmount()
    }
  })

  it('a javascript: website stays text and a lead with no contact shows no list', () => {
    renderWithProviders(<AnswerLinks who={{ name: 'X', website: 'javascript:alert(1)' }} lead={lead} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
