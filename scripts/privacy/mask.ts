import type { PersonalKind } from '#form-core'

const maskWord = (word: string) => (word.length <= 1 ? word : `${word[0]}${'*'.repeat(Math.min(word.length - 1, 6))}`)

/** `ana.souza@empresa.com.br` → `a***@empresa.com.br`: enough to tell leads apart, not to write to them. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@')
  return at <= 0 ? maskWord(value) : `${value[0]}***${value.slice(at)}`
}

/** `(11) 98765-4321` → `(11) 9****-4321`: area code, first and last four digits. */
export function maskPhone(value: string): string {
  let digits = value.replace(/\D/g, '')
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length < 8) return digits.length > 2 ? `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}` : '***'
  const area = digits.length >= 10 ? `(${digits.slice(0, 2)}) ` : ''
  const number = digits.length >= 10 ? digits.slice(2) : digits
  return `${area}${number[0]}${'*'.repeat(number.length - 5)}-${number.slice(-4)}`
}

/** Free text is summarised, never excerpted: it may hold anything. */
export function maskValue(kind: PersonalKind, value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : JSON.stringify(value)
  switch (kind) {
    case 'email':
      return maskEmail(text)
    case 'phone':
      return maskPhone(text)
    case 'name':
      return text.split(/\s+/).filter(Boolean).map(maskWord).join(' ')
    case 'free-text':
      return `[texto oculto: ${[...text].length} caracteres]`
  }
}
