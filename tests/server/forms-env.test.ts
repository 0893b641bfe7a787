import { describe, expect, it } from 'vitest'
import { formsEnv, rateLimitsOf } from '#functions/forms-function/forms-env.ts'
import { LOCAL_BACKEND, readEnv } from '#functions/platform/environment.ts'
import { configFromEnv } from '../../scripts/local-backend/config.ts'

const deployed = { SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service', RATE_LIMIT_SALT: 'a1b2c3' }

describe("the deployed function's settings", () => {
  it('does not start without RATE_LIMIT_SALT (nor the keys Supabase injects), naming what is missing', () => {
    expect(() => formsEnv({ ...deployed, RATE_LIMIT_SALT: ' ' })).toThrow(
      /faltam as variáveis RATE_LIMIT_SALT \(RATE_LIMIT_SALT: um texto aleatório e secreto/,
    )
    expect(() => formsEnv({})).toThrow(/SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, RATE_LIMIT_SALT/)
  })

  it('takes 5 per form, 20 in all per 10 minutes, two live revisions and any origin when nothing is set', () => {
    expect(formsEnv(deployed)).toMatchObject({
      rateLimits: { perForm: 5, perClient: 20, windowSeconds: 600 },
      acceptedRevisions: 2,
      allowOrigin: '*',
    })
  })

  it('reads the limits as set, and refuses one that is not a positive integer, naming it', () => {
    expect(rateLimitsOf({ RATE_LIMIT_PER_FORM: '10', RATE_LIMIT_PER_CLIENT: '50', RATE_LIMIT_WINDOW_SECONDS: '3600' })).toEqual({
      perForm: 10,
      perClient: 50,
      windowSeconds: 3600,
    })
    for (const bad of ['0', '-1', '2.5', 'muitos'])
      expect(() => rateLimitsOf({ RATE_LIMIT_PER_FORM: bad })).toThrow(`RATE_LIMIT_PER_FORM="${bad}": deve ser um inteiro ≥ 1`)
  })

  it('names every bad value at once, and treats a blank one as unset', () => {
    expect(() =>
      readEnv(['LOCAL_BACKEND_PORT', 'OUTBOX_FLUSH_SECONDS'], { LOCAL_BACKEND_PORT: '70000', OUTBOX_FLUSH_SECONDS: 'x' }),
    ).toThrow(
      'configuração inválida: LOCAL_BACKEND_PORT="70000": deve ser uma porta (0 a 65535); OUTBOX_FLUSH_SECONDS="x": deve ser um inteiro ≥ 1',
    )
    expect(readEnv(['FORM_REVISIONS_ACCEPTED'], { FORM_REVISIONS_ACCEPTED: '  ' })).toEqual({ FORM_REVISIONS_ACCEPTED: 2 })
  })
})

describe("the local backend's settings", () => {
  it("uses a fixed, public salt unless one is given, and production's limits by default", () => {
    expect(configFromEnv({})).toMatchObject({
      rateLimitSalt: LOCAL_BACKEND.rateLimitSalt,
      rateLimits: formsEnv(deployed).rateLimits,
      port: 54321,
      outboxFlushMs: 60_000,
    })
    expect(configFromEnv({ RATE_LIMIT_SALT: 'outro', RATE_LIMIT_PER_FORM: '100000', LOCAL_BACKEND_PORT: '0' })).toMatchObject({
      rateLimitSalt: 'outro',
      rateLimits: { perForm: 100000 },
      port: 0,
    })
  })
})
