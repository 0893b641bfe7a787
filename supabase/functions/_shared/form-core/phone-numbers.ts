import { isObject, type JsonObject } from './json.ts'

/**
 * Brazilian phone numbers as people read and dial them: one module for the rules the lead page, its WhatsApp links
 * and the prospect's receipt all follow (every form is for Brazilian clients; a number typed without a country code
 * is Brazilian).
 */
const BRAZIL = '55'

/** A Brazilian number as its national digits (area code + number), or undefined when it is not one. */
export function nationalDigits(phone: string): string | undefined {
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
 * 2–5) cannot; a mobile (9 and eight digits), an old 8-digit mobile (6–8) and a foreign number may.
 */
export function mayWhatsApp(phone: string): boolean {
  const national = nationalDigits(phone)
  return !national || !/^\d{2}[2-5]\d{7}$/.test(national)
}

/** The number in international digits (`5562984445566`), as wa.me and tel: want it; undefined when too short to dial. */
export function internationalDigits(phone: string): string | undefined {
  const national = nationalDigits(phone)
  if (national) return BRAZIL + national
  const digits = phone.replace(/\D/g, '')
  return phone.trim().startsWith('+') && digits.length >= 8 ? digits : undefined
}

/** A lead's answers with each phone (its `x-personal: phone` paths) written as people read it, for the lead page, the e-mails and the receipt. */
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
