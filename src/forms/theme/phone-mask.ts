/**
 * A Brazilian phone shown as it is typed, `(11) 98765-4321`, while the answer keeps only the digits typed (issue 43:
 * the form shows the number the way people read it; what is stored does not change). An international number (`+`)
 * or one longer than 11 digits is left as typed, and so is an older answer that is not digits only (a draft).
 */
export interface Mask {
  show: (answer: string) => string
  read: (shown: string) => string
}

const digitsOf = (text: string) => text.replace(/\D/g, '')
// Letters are kept as typed too, for the check to refuse them with its message rather than vanish under a key.
const unmasked = (text: string) => text.trimStart().startsWith('+') || /\p{L}/u.test(text) || digitsOf(text).length > 11

function format(digits: string): string {
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  const [area, rest] = [digits.slice(0, 2), digits.slice(2)]
  if (rest.length <= 4) return `(${area}) ${rest}`
  const head = rest.length === 9 ? 5 : 4
  return `(${area}) ${rest.slice(0, head)}-${rest.slice(head)}`
}

export const phoneMask: Mask = {
  show: (answer) => (/^\d*$/.test(answer) && answer.length <= 11 ? format(answer) : answer),
  read: (shown) => (unmasked(shown) ? shown : digitsOf(shown)),
}

/** Where the caret goes in `shown` to stand after the `count`-th digit. */
const afterDigit = (shown: string, count: number) => {
  if (count === 0) return 0
  let seen = 0
  for (let i = 0; i < shown.length; i++) if (/\d/.test(shown[i]!) && ++seen === count) return i + 1
  return shown.length
}

/**
 * The field's text after a key, masked, and where its caret goes. A deletion that took only a mask character (a
 * Backspace just after `-` or `) `) takes the digit before it, as the visitor meant.
 */
export function maskTyping(mask: Mask, before: string, typed: string, caret: number, deleting: boolean) {
  let text = typed
  let digitsBeforeCaret = digitsOf(typed.slice(0, caret)).length
  if (deleting && digitsOf(typed) === digitsOf(before) && digitsBeforeCaret > 0 && !unmasked(typed)) {
    const all = digitsOf(typed)
    text = all.slice(0, digitsBeforeCaret - 1) + all.slice(digitsBeforeCaret)
    digitsBeforeCaret -= 1
  }
  const answer = mask.read(text)
  const shown = mask.show(answer)
  return { answer, shown, caret: shown === text ? caret : afterDigit(shown, digitsBeforeCaret) }
}
