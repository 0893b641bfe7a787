import { createTokenVerifier } from '#functions/platform/auth-token.ts'

/**
 * Run by Deno (deno.test.ts): the shared token check against a JWKS URL, as the workspace function will make it.
 * Arguments: the JWKS URL, the issuer, then the tokens; prints each one's check as JSON.
 */
const [jwks, issuer, ...tokens] = (globalThis as unknown as { Deno: { args: string[] } }).Deno.args
const verify = createTokenVerifier({ jwks: new URL(jwks), issuer })
console.log(JSON.stringify(await Promise.all(tokens.map(verify))))
