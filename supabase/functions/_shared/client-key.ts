/**
 * Who is sending, for the rate limit: a salted SHA-256 of the client's address, so no IP address is ever stored
 * (LGPD: not needed) and the hashes cannot be reversed by trying every IPv4 address without the salt.
 *
 * Which header holds the address: on Supabase, requests pass Cloudflare, which overwrites `cf-connecting-ip` with
 * the address it saw; the leftmost `x-forwarded-for` entry is whatever the client sent first (Cloudflare appends to
 * it), so it is only the fallback when `cf-connecting-ip` is absent. The local backend removes both headers from
 * what a client sends and sets `x-forwarded-for` to the socket's address (scripts/local-backend/server.ts), so
 * it cannot be spoofed either. No address at all (a direct Deno.serve) is one shared bucket.
 */
export function clientAddress(req: Request): string {
  const trusted = req.headers.get('cf-connecting-ip')?.trim()
  if (trusted) return trusted
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || 'desconhecido'
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** SHA-256 hex of salt and address: the key `rate_limit_hits` counts by. */
export async function clientKey(salt: string, address: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${address}`)))
}
