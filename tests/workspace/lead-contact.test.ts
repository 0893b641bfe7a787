import { describe, expect, it } from 'vitest'
import { givenName } from '#form-core'
import { answerLinks, briefingName, formatPhone, websiteHref, withReadablePhones } from '../../src/workspace/lead-contact.ts'

describe('a phone as people read it', () => {
  it.each([
    ['62984445566', '(62) 98444-5566'],
    ['+55 62 98444-5566', '(62) 98444-5566'],
    ['(62) 3444-5566', '(62) 3444-5566'],
    ['055 62 98444 5566', '(62) 98444-5566'],
  ])('%s reads %s', (typed, shown) => expect(formatPhone(typed)).toBe(shown))

  it("formats a meeting's number, stored as an integer", () => expect(formatPhone(62984445566)).toBe('(62) 98444-5566'))

  it('leaves a foreign or unreadable number as typed', () => {
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100')
    expect(formatPhone('ligar à tarde')).toBe('ligar à tarde')
  })

  it("formats the form's phone answers only, at their paths", () => {
    const answers = { phone: 62984445566, group: { tel: '62 3444 5566' }, note: '62984445566' }
    expect(withReadablePhones(answers, [['phone'], ['group', 'tel']])).toEqual({
      phone: '(62) 98444-5566',
      group: { tel: '(62) 3444-5566' },
      note: '62984445566',
    })
    expect(answers.phone).toBe(62984445566)
  })
})

describe('answering a lead in one tap', () => {
  const links = answerLinks({
    email: 'ana@padaria.com.br',
    phone: '(62) 98444-5566',
    name: 'Ana Souza',
    formTitle: 'Briefing de Gestão de Redes Sociais',
  })
  const href = (channel: string) => links.find((l) => l.channel === channel)?.href ?? ''

  it('an e-mail whose subject names the briefing', () => {
    expect(href('email')).toBe(
      `mailto:ana@padaria.com.br?subject=${encodeURIComponent('Seu briefing de Gestão de Redes Sociais — Excellis')}`,
    )
  })

  it('WhatsApp to the Brazilian number with a Portuguese greeting naming the briefing, and a call', () => {
    const url = new URL(href('whatsapp'))
    expect(url.origin + url.pathname).toBe('https://wa.me/5562984445566')
    expect(url.searchParams.get('text')).toBe(
      'Olá, Ana! Aqui é da Excellis. Recebemos seu briefing de Gestão de Redes Sociais e queremos conversar com você sobre ele.',
    )
    expect(href('phone')).toBe('tel:+5562984445566')
  })

  it('greets by the given name, past a title such as "Dra."', () => {
    const [, whatsapp] = answerLinks({ email: 'a@b.co', phone: '62984445566', name: 'Dra. Ana Souza', formTitle: 'Fale Conosco' })
    expect(new URL(whatsapp!.href).searchParams.get('text')).toMatch(/^Olá, Ana! /)
    expect(['Sr. João', 'prof Carla Dias', 'Dona Maria', 'Ana'].map(givenName)).toEqual(['João', 'Carla', 'Maria', 'Ana'])
    expect(givenName('Dr.')).toBeUndefined()
  })

  it('names a form that is not a briefing by its title, and offers only the channels the answers allow', () => {
    expect(briefingName('Fale Conosco')).toBe('seu pedido “Fale Conosco”')
    expect(answerLinks({ email: 'a@b.co', formTitle: 'Fale Conosco' }).map((l) => l.channel)).toEqual(['email'])
    expect(answerLinks({ phone: '123', formTitle: 'Fale Conosco' })).toEqual([])
  })
})

describe('a website answer as a link', () => {
  it('takes http and https, and reads a bare address as https', () => {
    expect(websiteHref('https://padaria.com.br/menu')).toBe('https://padaria.com.br/menu')
    expect(websiteHref('http://padaria.com.br')).toBe('http://padaria.com.br/')
    expect(websiteHref('www.padaria.com.br')).toBe('https://www.padaria.com.br/')
  })

  it('never makes a link of another scheme or of words', () => {
    for (const answer of ['javascript:alert(1)', 'data:text/html,oi', 'ftp://padaria.com.br', 'não tenho site', 'localhost', ''])
      expect(websiteHref(answer), answer).toBeUndefined()
  })
})
