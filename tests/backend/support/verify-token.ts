import { createTokenVerifier } from '../../../supabase/functions/_shared/auth-token.ts'

/** Run by Deno (deno.test.ts): the shared token check against a JWKS URL, as the workspace function will make it. */
const env = (name: string) => (globalThis as unknown as { Deno: { env: { get(n: string): string | undefined } } }).Deno.env.get(name) ?? ''
const verify = createTokenVerifier({ jwks: new URL(env('JWKS_URL')), issuer: env('ISSUER') })
console.log(JSON.stringify(await Promise.all(env('TOKENS').split(' ').map(verify))))
