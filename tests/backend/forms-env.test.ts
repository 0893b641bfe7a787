import { describe, expect, it } from 'vitest'
import { formsEnv } from '../../supabase/functions/_shared/forms-env.ts'
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../../supabase/functions/_shared/rate-limit.ts'
import { configFromEnv, LOCAL_RATE_LIMIT_SALT } from '../../scripts/local-backend/config.ts'

const deployed = { SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service', RATE_LIMIT_SALT: 'a1b2c3' }
const envOf = (values: Record<string, string>) => (name: string) => values[name]

describe("the deployed function's settings", () => {
  it('does not start without RATE_LIMIT_SALT (nor the keys Supabase injects), naming what is missing', () => {
    expect(() => formsEnv(envOf({ ...deployed, RATE_LIMIT_SALT: ' ' }))).toThrow(
      /faltam as variáveis RATE_LIMIT_SALT \(RATE_LIMIT_SALT: um texto aleatório e secreto/,
    )
    expect(() => formsEnv(envOf({}))).toThrow(/SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, RATE_LIMIT_SALT/)
  })

  it('reads the limits, with documented defaults, and refuses a limit that is not a positive integer', () => {
    expect(formsEnv(envOf(deployed)).rateLimits).toEqual(DEFAULT_RATE_LIMITS)
    expect(DEFAULT_RATE_LIMITS).toEqual({ perForm: 5, perClient: 20, windowSeconds: 600 })
    expect(rateLimitsFromEnv(envOf({ RATE_LIMIT_PER_FORM: '10', RATE_LIMIT_PER_CLIENT: '50', RATE_LIMIT_WINDOW_SECONDS: '3600' }))).toEqual(
      { perForm: 10, perClient: 50, windowSeconds: 3600 },
    )
    for (const bad of ['0', '-1', '2.5', 'muitos'])
      expect(() => rateLimitsFromEnv(envOf({ RATE_LIMIT_PER_FORM: bad }))).toThrow(/RATE_LIMIT_PER_FORM deve ser um inteiro ≥ 1/)
  })
})

describe("the local backend's settings", () => {
  it("uses a fixed, public salt unless one is given, and production's limits by default", () => {
    expect(configFromEnv({})).toMatchObject({ rateLimitSalt: LOCAL_RATE_LIMIT_SALT, rateLimits: DEFAULT_RATE_LIMITS })
    expect(configFromEnv({ RATE_LIMIT_SALT: 'outro', RATE_LIMIT_PER_FORM: '100000' })).toMatchObject({
      rateLimitSalt: 'outro',
      rateLimits: { perForm: 100000 },
    })
  })
})
