/** Text written into another syntax: a JSON Pointer (RFC 6901) and HTML, each escaped here once. */

/** `/a~1b/0` from `['a/b', 0]`: `~` is written `~0` and `/` is written `~1`. */
export const pointerOf = (...segments: (string | number)[]): string =>
  segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')

/** The segments of a JSON Pointer, unescaped (`~1` before `~0`, as RFC 6901 orders it); `''` (the root) has none. */
export const pointerSegments = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))

/** Text and attribute values in HTML (and XML): the five characters that could end them or open a tag. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
