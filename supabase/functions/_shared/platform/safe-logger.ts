import type { Logger } from './server-types.ts'

const EMAIL = /[^\s@"'<>(),;]+@[^\s@"'<>(),;]+\.[^\s@"'<>(),;]+/g
/** Eight or more digits with phone punctuation, not part of a word or an id (a uuid's last group is hex digits). */
const DIGITS = /(?<![\w-])\+?\(?\d[\d\s().-]{6,}\d(?![\w-])/g

export const redact = (text: string): string => text.replace(EMAIL, '[e-mail]').replace(DIGITS, '[número]')

/** Never Postgres's `detail` ("Failing row contains (…)" is the row), `hint`, `where`, a body or a payload. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code: unknown = (error as Error & { code?: unknown }).code
    return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${redact(error.message)}`
  }
  return typeof error === 'string' ? redact(error) : typeof error
}

/** A logger that only ever writes redacted messages and described errors (LGPD: no answers in server logs). */
export function safeLogger(logger: Logger): Logger {
  return {
    error: (message, detail) =>
      detail === undefined ? logger.error(redact(message)) : logger.error(redact(message), describeError(detail)),
  }
}
