/**
 * Stands in for `fast-uri` where RJSF's utils import it (vite.config.ts), which they use only to resolve `$ref`/`$id`
 * URIs: ~7 KB gzip on every form page for forms that have no `$ref` (check:schemas rejects one). What RJSF
 * calls is kept correct for the cases it can meet: fragments against a base, and absolute or relative URLs.
 */
const withoutFragment = (uri: string) => uri.split('#')[0] ?? ''

function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) return withoutFragment(base) + ref
  try {
    return new URL(ref, base).href
  } catch {
    return ref
  }
}

function equal(a: string, b: string): boolean {
  return a === b || resolve('', a) === resolve('', b)
}

export default { resolve, equal }
