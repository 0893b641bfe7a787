import { givenName, internationalDigits, mayWhatsApp, type AnswerChannel } from '#form-core'

// The channels' names are form-core's: the LGPD copy, written by the server, says them too.
export { CHANNEL_NAMES, CHANNEL_TAPS, formatPhone, withReadablePhones, type AnswerChannel } from '#form-core'

/** What the agency calls the form in a message: "seu briefing de Gestão de Redes Sociais", "seu pedido «Fale Conosco»". */
export function briefingName(formTitle: string): string {
  return /^briefing\b/i.test(formTitle) ? `seu b${formTitle.slice(1)}` : `seu pedido “${formTitle}”`
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export interface Reachable {
  email?: string
  phone?: string
  name?: string
  formTitle: string
}

export interface AnswerLink {
  channel: AnswerChannel
  href: string
  /** The link's visible words. */
  label: string
}

/** The e-mail, WhatsApp and phone links of a lead, those its answers allow, in that order. */
export function answerLinks({ email, phone, name, formTitle }: Reachable): AnswerLink[] {
  const links: AnswerLink[] = []
  const briefing = briefingName(formTitle)
  if (email) {
    const subject = `${capital(briefing)} — Excellis`
    links.push({
      channel: 'email',
      href: `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`,
      label: 'E-mail',
    })
  }
  const dial = phone ? internationalDigits(phone) : undefined
  if (phone && dial) {
    const given = name ? givenName(name) : undefined
    const hello = given ? `Olá, ${given}!` : 'Olá!'
    const text = `${hello} Aqui é da Excellis. Recebemos ${briefing} e queremos conversar com você sobre ele.`
    if (mayWhatsApp(phone))
      links.push({ channel: 'whatsapp', href: `https://wa.me/${dial}?text=${encodeURIComponent(text)}`, label: 'WhatsApp' })
    links.push({ channel: 'phone', href: `tel:+${dial}`, label: 'Ligar' })
  }
  return links
}

/**
 * A website answer as a link, or undefined: only http and https (a `javascript:` answer stays text); a bare
 * "www.empresa.com.br", as the forms' placeholders suggest, is read as https.
 */
export function websiteHref(answer: string): string | undefined {
  const text = answer.trim()
  if (!text || /\s/.test(text)) return undefined
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(withScheme)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.href : undefined
  } catch {
    return undefined
  }
}
