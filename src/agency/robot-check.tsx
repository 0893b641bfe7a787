import { Box } from '@chakra-ui/react'
import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile'
import { useRef, useState, type ReactNode } from 'react'
import { captchaSiteKey } from 'virtual:site-env'
import { ROBOT_CHECK_FAILED } from './session.tsx'

const ROBOT_CHECK_PENDING = 'Aguarde a verificação "não sou um robô" acima terminar e toque de novo em Receber código.'

export interface RobotCheck {
  /** The widget to show above the button; nothing when the check is off. */
  widget: ReactNode
  /** Auth's `captchaToken` option, or why the request cannot go yet; `{}` when the check is off. */
  token(): { captchaToken?: string } | { problem: string }
  /** A token is good for one request: after each, the widget asks Cloudflare for a new one. */
  spent(): void
}

/**
 * The sign-in's optional robot check (decision 220): with a Turnstile site key in the build, Cloudflare's widget
 * (its script, loaded by @marsidev/react-turnstile when this mounts, so only on the sign-in screen) yields the token
 * Supabase Auth verifies on the code request. Without a key nothing renders and no token is asked for.
 */
export function useRobotCheck(siteKey: string = captchaSiteKey): RobotCheck {
  const widget = useRef<TurnstileInstance>(undefined)
  const [token, setToken] = useState<string>()
  const [failed, setFailed] = useState(false)
  if (!siteKey) return { widget: null, token: () => ({}), spent: () => undefined }
  return {
    widget: (
      <Box mt={4} minH="65px" data-robot-check="">
        <Turnstile
          ref={widget}
          siteKey={siteKey}
          options={{ language: 'pt-BR', size: 'flexible', theme: 'light' }}
          onSuccess={(value) => (setToken(value), setFailed(false))}
          onExpire={() => setToken(undefined)}
          onError={() => (setToken(undefined), setFailed(true))}
        />
      </Box>
    ),
    token: () => (token ? { captchaToken: token } : { problem: failed ? ROBOT_CHECK_FAILED : ROBOT_CHECK_PENDING }),
    spent: () => {
      setToken(undefined)
      widget.current?.reset()
    },
  }
}
