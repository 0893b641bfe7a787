import { describe, expect, it, vi } from 'vitest'
import { requireCaptcha, turnstileVerifier } from '../../scripts/local-backend/auth/captcha.ts'

/** The local Auth's bot protection (decision 220): Turnstile's answers, offline for its test secrets, GoTrue's refusals. */
const withToken = (captcha_token: unknown) => ({ email: 'a@b.test', gotrue_meta_security: { captcha_token } })

describe("the local Auth's Turnstile check", () => {
  it("answers Cloudflare's documented test secrets without the network", async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    await expect(turnstileVerifier('1x0000000000000000000000000000000AA', fetchImpl)('t', '127.0.0.1')).resolves.toEqual({
      success: true,
      errorCodes: [],
    })
    await expect(turnstileVerifier('2x0000000000000000000000000000000AA', fetchImpl)('t', '127.0.0.1')).resolves.toMatchObject({
      success: false,
    })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('asks siteverify with the secret, the token and the address for any other secret', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }))
    const outcome = await turnstileVerifier('0x4AAAsecret', fetchImpl)('token-1', '203.0.113.9')
    expect(outcome).toEqual({ success: false, errorCodes: ['invalid-input-response'] })
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: '0x4AAAsecret',
      response: 'token-1',
      remoteip: '203.0.113.9',
    })
  })

  it.each([
    ['no token', {}, 400, 'captcha_failed', 'captcha protection: request disallowed (no captcha_token found)'],
    ['a blank token', withToken(' '), 400, 'captcha_failed', 'captcha protection: request disallowed (no captcha_token found)'],
    ['a token that is not text', withToken(7), 400, 'captcha_failed', 'captcha protection: request disallowed (no captcha_token found)'],
  ])('refuses %s as GoTrue does', async (_name, body, status, code, message) => {
    await expect(requireCaptcha(turnstileVerifier('1x0000000000000000000000000000000AA'), body, '::1')).rejects.toMatchObject({
      status,
      code,
      message,
    })
  })

  it("quotes Turnstile's reasons for a refused token, and a verifier that failed is GoTrue's 500", async () => {
    await expect(requireCaptcha(turnstileVerifier('3x0000000000000000000000000000000AA'), withToken('t'), '::1')).rejects.toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (timeout-or-duplicate)',
    })
    const offline = turnstileVerifier('0x4AAAsecret', () => Promise.reject(new TypeError('fetch failed')))
    await expect(requireCaptcha(offline, withToken('t'), '::1')).rejects.toMatchObject({
      status: 500,
      code: 'unexpected_failure',
      message: 'captcha verification process failed',
    })
    await expect(requireCaptcha(turnstileVerifier('1x0000000000000000000000000000000AA'), withToken('t'), '::1')).resolves.toBeUndefined()
  })
})
