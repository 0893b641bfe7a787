import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose'
import { isObject } from '#form-core'
import type { Database } from '../database.ts'

/**
 * The local Auth's signing key: ES256, as a Supabase project's asymmetric JWT signing key. Made once and kept in the
 * data folder (local_auth.signing_keys), so a session survives a restart of `npm run dev`; its public half is the JWKS.
 */
export interface SigningKey {
  kid: string
  sign(claims: JWTPayload): Promise<string>
  jwks: JSONWebKeySet
}

const ALG = 'ES256'

const publicOnly = ({ kty, crv, x, y }: JWK, kid: string): JWK => ({ kty, crv, x, y, kid, alg: ALG, use: 'sig', key_ops: ['verify'] })

async function stored(db: Database): Promise<{ kid: string; privateJwk: JWK } | undefined> {
  const row = (
    await db.query<{ kid: string; private_jwk: unknown }>(
      'select kid, private_jwk from local_auth.signing_keys order by created_at desc limit 1',
    )
  ).rows[0]
  return row && isObject(row.private_jwk) ? { kid: row.kid, privateJwk: row.private_jwk as JWK } : undefined
}

export async function loadSigningKey(db: Database): Promise<SigningKey> {
  let key = await stored(db)
  if (!key) {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true })
    const kid = randomUUID()
    const privateJwk = await exportJWK(privateKey)
    await db.query('insert into local_auth.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)', [
      kid,
      JSON.stringify(privateJwk),
      JSON.stringify(publicOnly(privateJwk, kid)),
    ])
    key = { kid, privateJwk }
  }
  const { kid, privateJwk } = key
  const privateKey = await importJWK(privateJwk, ALG)
  return {
    kid,
    jwks: { keys: [publicOnly(privateJwk, kid)] },
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: ALG, kid, typ: 'JWT' }).sign(privateKey),
  }
}
