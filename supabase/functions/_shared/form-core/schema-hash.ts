import type { JsonObject } from './json.ts'

/** JSON with object keys sorted, so the hash does not depend on key order or whitespace in the file. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as JsonObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** A revision's identity; Web Crypto, so the build, Deno and Node compute the same. */
export async function schemaHash(schema: JsonObject): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(schema))
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
