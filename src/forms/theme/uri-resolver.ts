// Stands in for `fast-uri` where RJSF's utils import it (vite.config.ts): ~7 KB gzip for `$ref`s no form has.
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
