import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SCRIPT_URL } from '@marsidev/react-turnstile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { SignIn } from '../../src/agency/sign-in.tsx'
import { ROBOT_CHECK_FAILED } from '../../src/agency/session.tsx'
import { Refusal, stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

// The sign-in against a pretend Auth (what supabase-js's signInWithOtp posts to `/auth/v1/otp`, stubbed at `fetch`)
// and a pretend Cloudflare (window.turnstile, what Turnstile's script defines): the real client and the real widget
// library in between, so what is asserted is the page's wiring. The site key is the one the build would give.
const otp = vi.fn()

/** Cloudflare's side: each render or reset hands the page a new token, unless told to fail. */
function fakeCloudflare(outcome: { fail?: boolean } = {}) {
  let issued = 0
  let params: { callback(token: string): void; 'error-callback'(code: string): void } | undefined
  const answer = () => (outcome.fail ? params?.['error-callback']('600010') : params?.callback(`token-${++issued}`))
  const turnstile = {
    render: vi.fn((_el: HTMLElement, p: typeof params) => ((params = p), queueMicrotask(answer), 'widget-1')),
    reset: vi.fn(() => queueMicrotask(answer)),
    remove: vi.fn(),
    getResponse: vi.fn(),
    isExpired: vi.fn(() => false),
  }
  Object.assign(window, { turnstile })
  return turnstile
}

const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(SCRIPT_URL))

async function askCode(email: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('E-mail'), email)
  await user.click(screen.getByRole('button', { name: 'Receber código' }))
}

beforeEach(() => {
  otp.mockReset().mockReturnValue({})
  stubWorkspaceBackend({ auth: (path, body) => (path === 'otp' ? otp(body) : Promise.reject(new Error(`unexpected Auth call ${path}`))) })
})
afterEach(() => {
  cleanup() // the widget removes itself from Cloudflare's object: unmount before it goes
  Reflect.deleteProperty(window, 'turnstile')
  for (const script of scripts()) script.remove()
})

describe("the sign-in's robot check (decision 220)", () => {
  it('off without a site key: no widget, no Cloudflare script, no token asked of Auth', async () => {
    renderWithProviders(<SignIn expired={false} captchaSiteKey="" />)
    await askCode('ana@agencia.test')
    await waitFor(() => expect(otp).toHaveBeenCalledTimes(1))
    expect(otp).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana@agencia.test', create_user: false, gotrue_meta_security: {} }))
    expect(scripts()).toEqual([])
    expect(document.querySelector('[data-robot-check]')).toBeNull()
  })

  it("with a site key: Cloudflare's script loads on the sign-in, and each code request carries a fresh token", async () => {
    const turnstile = fakeCloudflare()
    renderWithProviders(<SignIn expired={false} captchaSiteKey="1x00000000000000000000AA" />)
    expect(scripts()).toHaveLength(1)
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled())
    expect(turnstile.render.mock.calls[0][1]).toMatchObject({ sitekey: '1x00000000000000000000AA', language: 'pt-BR' })
    await askCode('ana@agencia.test')
    await waitFor(() => expect(otp).toHaveBeenCalledTimes(1))
    expect(otp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ana@agencia.test', create_user: false, gotrue_meta_security: { captcha_token: 'token-1' } }),
    )
    // A token is spent by the request: the widget is reset for the next one.
    await waitFor(() => expect(turnstile.reset).toHaveBeenCalledTimes(1))
    expect(await screen.findByText(/O código foi para ana@agencia.test/)).toBeTruthy()
  })

  it('says so in plain words when Cloudflare cannot tell the member from a robot, and asks Auth nothing', async () => {
    const turnstile = fakeCloudflare({ fail: true })
    renderWithProviders(<SignIn expired={false} captchaSiteKey="2x00000000000000000000AB" />)
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled())
    await askCode('ana@agencia.test')
    expect(await screen.findByText(ROBOT_CHECK_FAILED)).toBeTruthy()
    expect(otp).not.toHaveBeenCalled()
  })

  it('says the same when Auth refuses the token (captcha_failed), and stays on the e-mail step', async () => {
    fakeCloudflare()
    // GoTrue's refusal as it answers it (error_code, msg), read by supabase-js into an AuthApiError.
    otp.mockImplementation(() => {
      throw new Refusal(400, {
        code: 400,
        error_code: 'captcha_failed',
        msg: 'captcha protection: request disallowed (invalid-input-response)',
      })
    })
    renderWithProviders(<SignIn expired={false} captchaSiteKey="1x00000000000000000000AA" />)
    await askCode('ana@agencia.test')
    expect(await screen.findByText(ROBOT_CHECK_FAILED)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Receber código' })).toBeTruthy()
  })
})
