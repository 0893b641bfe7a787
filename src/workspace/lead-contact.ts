import { isObject, type AnswerChannel, type JsonObject } from '#form-core'

// The channels' names are form-core's: the LGPD copy, written by the server, says them too.
export { CHANNEL_NAMES, CHANNEL_TAPS, type AnswerChannel } from '#form-core'

/** Brazil's country code: a number typed without one is Brazilian (every form is for Brazilian clients). */
const BRAZIL = '55'

/** A Brazilian number as its national digits (area code + number), or undefined when it is not one. */
function nationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '')
  const national = digits.length > 11 && digits.startsWith(BRAZIL) ? digits.slice(2) : digits
  return /^[1-9][0-9](9\d{8}|[2-8]\d{7})$/.test(national) ? national : undefined
}

/** "(62) 98444-5566" for a Brazilian number however it was typed (or stored as a number); anything else as typed. */
export function formatPhone(phone: string | number): string {
  const text = String(phone).trim()
  const national = nationalDigits(text)
  if (!national) return text
  const [area, number] = [national.slice(0, 2), national.slice(2)]
  return `(${area}) ${number.slice(0, -4)}-${number.slice(-4)}`
}

/**
 * Whether WhatsApp can reach the number: a Brazilian landline (10 digits, the number after the area code starting
 * 2–5) cannot; a mobile (9 and eight digits), an old 8-digit mobile (6–8) and a foreign number may. The card and the
 * lead page both ask this through answerLinks.
 */
function mayWhatsApp(phone: string): boolean {
  const national = nationalDigits(phone)
  return !national || !/^\d{2}[2-5]\d{7}$/.test(national)
}

/** The number in international digits (`5562984445566`), as wa.me and tel: want it; undefined when too short to dial. */
function internationalDigits(phone: string): string | undefined {
  const national = nationalDigits(phone)
  if (national) return BRAZIL + national
  const digits = phone.replace(/\D/g, '')
  return phone.trim().startsWith('+') && digits.length >= 8 ? digits : undefined
}

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
    const hello = name ? `Olá, ${name.split(/\s+/)[0]}!` : 'Olá!'
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

/** A lead's answers with each phone (its `x-personal: phone` paths) written as people read it, for the briefing. */
export function withReadablePhones(answers: JsonObject, phonePaths: readonly (readonly string[])[]): JsonObject {
  const copy = structuredClone(answers)
  for (const path of phonePaths) {
    let at: JsonObject | undefined = copy
    for (const key of path.slice(0, -1)) at = at && isObject(at[key]) ? at[key] : undefined
    const last = path[path.length - 1]
    const value = at?.[last]
    if (at && (typeof value === 'string' || typeof value === 'number')) at[last] = formatPhone(value)
  }
  return copy
}
