import { PERSONAL_KEYWORD } from './personal-data.ts'

/**
 * The keywords our schemas add to JSON Schema: the form's metadata (`x-form`) and a question's personal-data tag
 * (`x-personal`). Every strict validator (the server's, check:schemas') declares them, so they are annotations,
 * not typos; anything else unknown is still an error.
 */
export const EXTENSION_KEYWORDS = ['x-form', PERSONAL_KEYWORD] as const
