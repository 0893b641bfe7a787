/**
 * Formats where ajv-formats' "full" definitions accept what no visitor means. One table, given to every validator of
 * a form: the server's (validator.ts), the browser's precompiled ones (scripts/forms/compile-validator.ts) and
 * check:schemas, so the page and the server never disagree on an answer.
 *
 * Regular expressions only: ajv writes a RegExp into standalone (precompiled) code as a literal, where a function
 * would need a module to import at run time.
 */
export const FORMAT_OVERRIDES: Record<string, RegExp> = {
  /**
   * A web address with a host: `scheme://host[:port][/path][?query][#fragment]`. ajv-formats' `uri` accepts
   * `http://` (empty host) and `http:///x`; a website or profile answer without a host is a typing slip.
   */
  uri: /^[a-z][a-z0-9+.-]*:\/\/(?:[^\s/?#@]+@)?(?:\[[0-9a-f:.]+\]|[^\s/?#@[\]:]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i,
}
