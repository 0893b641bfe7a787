import { Box, Button, Field, Heading, Input, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AuthError } from '@supabase/supabase-js'
import { isEmail } from '#form-core'
import { workspaceClient } from './backend.ts'
import { useRobotCheck } from './robot-check.tsx'
import { authMessage } from './session.tsx'

/** `back`: come back from the code step, the keyboard in the e-mail box again. */
type Step = { kind: 'email'; back?: boolean } | { kind: 'code'; email: string }

/** The one answer to a code request, whatever the address: the page never tells who is a member (decision 171). */
const CODE_SENT = 'Se este e-mail for da equipe, enviamos um código.'

/**
 * Refusals that would tell an address apart, read as "sent": not an Auth user (otp_disabled), and a code sent to it
 * less than a minute ago (GoTrue's per-address wait; its project-wide quota says "Email rate limit exceeded" instead).
 */
function answeredAsSent(error: AuthError): boolean {
  const code = String(error.code ?? '')
  return (
    code === 'otp_disabled' ||
    code === 'signup_disabled' ||
    (code === 'over_email_send_rate_limit' && /after \d+ seconds/.test(error.message))
  )
}

/**
 * The sign-in leaves the page with the focus in it once the code is accepted: the focus goes to the page's title as
 * soon as it is drawn (after the membership check), so the keyboard and a screen reader carry on from there rather
 * than from the page's start. Nothing is taken from a person who already focused something else.
 */
function focusTitleOnceShown(frames = 0) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return
    const title = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
    if (!title) return frames < 600 ? focusTitleOnceShown(frames + 1) : undefined
    if (!title.hasAttribute('tabindex')) title.tabIndex = -1
    // No focus ring around it: a global rule for a title focused this way (scriptFocusedTitle in src/app/system.ts).
    title.focus()
  })
}

/**
 * E-mail, then the 6-digit code e-mailed to it (supabase-js: signInWithOtp, verifyOtp): the one agency login of
 * /painel and the deployed /editor. The page the member asked for stays in the address bar: once in, they are on it.
 */
export function SignIn({
  expired,
  title = 'Painel da Excellis',
  captchaSiteKey,
}: {
  expired: boolean
  title?: string
  /** Turnstile's site key; the build's (VITE_TURNSTILE_SITE_KEY) when not given, '' for no robot check (decision 220). */
  captchaSiteKey?: string
}) {
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const auth = workspaceClient().auth
  const robot = useRobotCheck(captchaSiteKey)
  const accepted = useRef(false)
  useEffect(() => () => (accepted.current ? focusTitleOnceShown() : undefined), [])

  async function run(task: () => Promise<string | undefined>) {
    setBusy(true)
    setProblem(undefined)
    try {
      setProblem(await task())
    } finally {
      setBusy(false)
    }
  }

  const askCode = (event: FormEvent) => {
    event.preventDefault()
    const wanted = email.trim().toLowerCase()
    if (!isEmail(wanted)) return setProblem('Digite o seu e-mail completo, como nome@agencia.com.br.')
    const check = robot.token()
    if ('problem' in check) return setProblem(check.problem)
    void run(async () => {
      // Only members are Auth users (sign-ups are off): nobody else is sent a code or spends the e-mail quota.
      const { error } = await auth.signInWithOtp({ email: wanted, options: { shouldCreateUser: false, ...check } })
      robot.spent()
      if (error && !answeredAsSent(error)) return authMessage(error)
      setStep({ kind: 'code', email: wanted })
      setCode('')
    })
  }

  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (step.kind !== 'code') return
    if (!/^\d{6}$/.test(code.trim())) return setProblem('O código tem 6 números. Confira o e-mail.')
    void run(async () => {
      const { error } = await auth.verifyOtp({ email: step.email, token: code.trim(), type: 'email' })
      accepted.current = !error
      return error ? authMessage(error) : undefined
    })
  }

  return (
    <Box maxW="md" mx="auto" mt={{ base: 8, md: 20 }} mb={{ base: 12, md: 20 }} px={4}>
      <Heading as="h1" size="2xl" mb={2}>
        {title}
      </Heading>
      <Text color="gray.700" mb={6}>
        {step.kind === 'email'
          ? 'Entre com o seu e-mail da agência. Enviamos um código de 6 números, sem senha.'
          : `${CODE_SENT} O código foi para ${step.email}, vale por 10 minutos e só uma vez; se você já pediu há menos de um minuto, use o do último e-mail.`}
      </Text>
      {expired && step.kind === 'email' && (
        <Text role="status" bg="orange.50" borderWidth="1px" borderColor="orange.200" rounded="md" p={3} mb={4}>
          Sua sessão terminou. Entre de novo: você volta para a mesma página.
        </Text>
      )}
      {/* A form per step, keyed: the busy orange "Receber código" was kept as "Usar outro e-mail…" and faded into it. */}
      {step.kind === 'email' ? (
        <form key="email" onSubmit={askCode} noValidate>
          <Field.Root invalid={problem !== undefined}>
            <Field.Label>E-mail</Field.Label>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus={step.back}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          {robot.widget}
          <Button type="submit" colorPalette="orange" mt={4} w="full" loading={busy}>
            Receber código
          </Button>
        </form>
      ) : (
        <form key="code" onSubmit={verify} noValidate>
          <Field.Root invalid={problem !== undefined}>
            <Field.Label>Código</Field.Label>
            <Input
              // The member just asked for the code and is about to type it.
              autoFocus
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="orange" mt={4} w="full" loading={busy}>
            Entrar
          </Button>
          <Button
            type="button"
            variant="ghost"
            mt={2}
            w="full"
            onClick={() => (setStep({ kind: 'email', back: true }), setProblem(undefined))}
          >
            Usar outro e-mail ou pedir novo código
          </Button>
        </form>
      )}
    </Box>
  )
}
