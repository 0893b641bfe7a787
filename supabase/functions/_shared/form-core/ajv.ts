import { _, Ajv, type Options } from 'ajv'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import { PERSONAL_KEYWORD } from './personal-data.ts'

/** The one place an ajv is set up, so the page, the server and CI never disagree on an answer or a schema. */

/** Regular expressions only: standalone code writes a RegExp as a literal, where a function would need a module at run time. */
export const FORMAT_OVERRIDES: Record<string, RegExp> = {
  /** ajv-formats' `uri` accepts `http://`, `javascript://x/%0Aalert(1)` and `data:`; a form asks for http(s) with a host. */
  uri: /^https?:\/\/(?:[^\s/?#@]+@)?(?:\[[0-9a-f:.]+\]|[^\s/?#@[\]:]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i,
}

/** Declared, our keywords are annotations, not typos; anything else unknown is still a strict-mode error. */
export const EXTENSION_KEYWORDS = ['x-form', PERSONAL_KEYWORD] as const

/** Adds ajv-formats' "full" formats with our overrides, and our keywords, to an ajv someone else constructed (RJSF). */
export function withFormCore(ajv: Ajv): Ajv {
  // ajv-formats' plugin through a named import Node and Deno type alike: standalone code requires the function formats.
  ajv.opts.code.formats ??= _`require("ajv-formats/dist/formats").fullFormats`
  for (const [name, format] of Object.entries({ ...fullFormats, ...FORMAT_OVERRIDES })) ajv.addFormat(name, format)
  for (const keyword of EXTENSION_KEYWORDS) ajv.addKeyword(keyword)
  return ajv
}

export const createAjv = (options: Options = {}): Ajv => withFormCore(new Ajv({ allErrors: true, strict: true, ...options }))

/** RJSF's own ajv-formats call off, ours instead, so a precompiled validator accepts exactly what the server's does. */
export const precompileOptions = { ajvFormatOptions: false, extenderFn: withFormCore } as const
