import { _, Ajv, type Options } from 'ajv'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import { PERSONAL_KEYWORD } from './personal-data.ts'

/**
 * The one place an ajv is set up: the server's validator, the browser's precompiled validators (through RJSF's
 * `extenderFn`), check:schemas (strict compile, meta-schema, checklist, --against-db) all get these formats and
 * keywords, so the page, the server and CI never disagree on an answer or a schema.
 */

/**
 * Formats where ajv-formats' "full" definitions accept what no visitor means. Regular expressions only: ajv writes a
 * RegExp into standalone (precompiled) code as a literal, where a function would need a module at run time.
 */
export const FORMAT_OVERRIDES: Record<string, RegExp> = {
  /**
   * A website: `http(s)://host[:port][/path][?query][#fragment]`. ajv-formats' `uri` accepts `http://` (no host),
   * `javascript://x/%0Aalert(1)` and `data:` URLs; a form asks for a site or a profile, which is http(s) with a host.
   */
  uri: /^https?:\/\/(?:[^\s/?#@]+@)?(?:\[[0-9a-f:.]+\]|[^\s/?#@[\]:]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i,
}

/**
 * The keywords our schemas add to JSON Schema: the form's metadata (`x-form`) and a question's personal-data tag
 * (`x-personal`). Declared, they are annotations, not typos; anything else unknown is still a strict-mode error.
 */
export const EXTENSION_KEYWORDS = ['x-form', PERSONAL_KEYWORD] as const

/** Adds ajv-formats' "full" formats with our overrides, and our keywords, to an ajv someone else constructed (RJSF). */
export function withFormCore(ajv: Ajv): Ajv {
  // What ajv-formats' plugin does, through a named import Node and Deno type alike: standalone code requires the
  // function formats (date, time…) from this module.
  ajv.opts.code.formats ??= _`require("ajv-formats/dist/formats").fullFormats`
  for (const [name, format] of Object.entries({ ...fullFormats, ...FORMAT_OVERRIDES })) ajv.addFormat(name, format)
  for (const keyword of EXTENSION_KEYWORDS) ajv.addKeyword(keyword)
  return ajv
}

/** An ajv with every error reported, strict mode on, our formats and keywords; `options` adjust it per use. */
export const createAjv = (options: Options = {}): Ajv => withFormCore(new Ajv({ allErrors: true, strict: true, ...options }))

/**
 * RJSF's `compileSchemaValidatorsCode` options: its own ajv-formats call off, ours instead, so a precompiled
 * validator accepts exactly what the server's does.
 */
export const precompileOptions = { ajvFormatOptions: false, extenderFn: withFormCore } as const
