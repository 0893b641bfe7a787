import { describe, expect, it } from 'vitest'
import { contact } from '../../src/content/contact.ts'
import { services } from '../../src/content/services.ts'
import { serviceMessages, whatsappMessages, whatsappUrl } from '../../src/content/whatsapp.ts'

describe('WhatsApp links', () => {
  it('point at the agency number with the message URL-encoded', () => {
    const url = new URL(whatsappUrl('Olá! Preço & prazo?'))
    expect(url.origin + url.pathname).toBe(`https://wa.me/${contact.whatsappNumber}`)
    expect(url.search).toBe('?text=Ol%C3%A1!%20Pre%C3%A7o%20%26%20prazo%3F')
    expect(url.searchParams.get('text')).toBe('Olá! Preço & prazo?')
  })

  it('give each service its own message', () => {
    const texts = services.map((s) => new URL(s.ctaLink).searchParams.get('text'))
    expect(texts).toEqual(services.map((s) => serviceMessages[s.id]))
    expect(new Set(texts).size).toBe(services.length)
  })

  it('are all non-empty Portuguese greetings', () => {
    for (const text of [...Object.values(whatsappMessages), ...Object.values(serviceMessages)]) expect(text).toMatch(/^Olá!/)
  })
})
