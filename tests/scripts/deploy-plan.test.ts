import { describe, expect, it } from 'vitest'
import { deploySteps, type DeployContext, type DeployStep, type StepId } from '../../scripts/deploy/deploy-steps.ts'
import { runDeploy } from '../../scripts/deploy/run-deploy.ts'

/**
 * The world a deploy changes, reduced to what a visitor meets: which site build is served, which questionnaire
 * revisions the server accepts (the newest two, as live_form_revisions gives by default), which schema the
 * database and the function are at. "old" is production before the deploy, "new" what is being shipped.
 */
interface World {
  built: 'old' | 'new'
  served: 'old' | 'new'
  accepted: ('old' | 'new')[]
  tables: 'old' | 'new'
  server: 'old' | 'new'
}

const effects: Record<StepId, (w: World) => void> = {
  check: () => undefined,
  build: (w) => void (w.built = 'new'),
  migrate: (w) => void (w.tables = 'new'),
  publish: (w) => {
    if (w.tables !== 'new') throw new Error('revisions published before the migration that creates their table')
    w.accepted = [...w.accepted, 'new' as const].slice(-2)
  },
  secrets: () => undefined,
  functions: (w) => {
    if (w.tables !== 'new') throw new Error('the function went live before the tables it writes')
    w.server = 'new'
  },
  site: (w) => {
    if (w.built !== 'new') throw new Error('the site was published before it was built')
    w.served = w.built
  },
}

/** Runs `steps` against the model, checking after every step that no visitor is sent to a schema the server refuses. */
async function simulate(steps: readonly DeployStep[]) {
  const world: World = { built: 'old', served: 'old', accepted: ['old'], tables: 'old', server: 'old' }
  const violations: string[] = []
  const modelled = steps.map((s) => ({
    ...s,
    run: async () => {
      effects[s.id](world)
      // A page just opened renders the served revision; a page opened before the deploy renders "old".
      if (!world.accepted.includes(world.served))
        violations.push(`after ${s.id}: the site renders "${world.served}", the server accepts ${world.accepted.join(', ')}`)
      if (!world.accepted.includes('old')) violations.push(`after ${s.id}: pages opened before the deploy are refused`)
      if (world.served === 'new' && world.server !== 'new') violations.push(`after ${s.id}: the new site runs against the old function`)
    },
  }))
  const ctx = { env: everything, log: () => undefined } as unknown as DeployContext
  const done = await runDeploy(ctx, { steps: modelled })
  return { world, violations, done }
}

const everything = {
  VITE_SUPABASE_URL: 'https://ref.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  DATABASE_URL: 'postgres://x',
  SUPABASE_ACCESS_TOKEN: 't',
  SUPABASE_PROJECT_REF: 'ref',
  RATE_LIMIT_SALT: 'sal',
  CORS_ALLOW_ORIGIN: 'https://www.agencia.com.br',
  SITE_PUBLISH_COMMAND: 'true',
}

describe('npm run deploy: the order of its steps', () => {
  it('never leaves a visitor on a questionnaire the server refuses, before, during or after the deploy', async () => {
    const { world, violations, done } = await simulate(deploySteps)
    expect(violations).toEqual([])
    expect(done).toEqual(deploySteps.map((s) => s.id))
    expect(world).toEqual({ built: 'new', served: 'new', accepted: ['old', 'new'], tables: 'new', server: 'new' })
  })

  it('changes nothing before the questionnaires are checked and the site is built', () => {
    const ids = deploySteps.map((s) => s.id)
    const firstChange = Math.min(...(['migrate', 'publish', 'secrets', 'functions', 'site'] as const).map((id) => ids.indexOf(id)))
    expect(ids.indexOf('check')).toBeLessThan(firstChange)
    expect(ids.indexOf('build')).toBeLessThan(firstChange)
  })

  it('the model catches a wrong order: publishing the site before the revisions strands its visitors', async () => {
    const byId = new Map(deploySteps.map((s) => [s.id, s]))
    const wrong = (['check', 'build', 'migrate', 'site', 'functions', 'publish'] as const).map((id) => byId.get(id)!)
    const { violations } = await simulate(wrong)
    expect(violations[0]).toMatch(/after site: the site renders "new", the server accepts old/)
  })

  it('refuses to start while a setting is missing, naming every one, and runs nothing', async () => {
    const ran: string[] = []
    const steps = deploySteps.map((s) => ({ ...s, run: async () => void ran.push(s.id) }))
    const ctx = {
      env: { VITE_SUPABASE_URL: 'https://ref.supabase.co', DATABASE_URL: ' ' },
      log: () => undefined,
    } as unknown as DeployContext
    await expect(runDeploy(ctx, { steps })).rejects.toThrow(
      /faltam configurações; nada foi feito:\n {2}VITE_SUPABASE_ANON_KEY: .*\n {2}DATABASE_URL: .*\n {2}SUPABASE_ACCESS_TOKEN: .*\n {2}SUPABASE_PROJECT_REF: .*\n {2}RATE_LIMIT_SALT: .*\n {2}CORS_ALLOW_ORIGIN: .*\n {2}SITE_PUBLISH_COMMAND: /,
    )
    expect(ran).toEqual([])
  })

  it('--no-site needs no site command and leaves the site as it is', async () => {
    const ran: string[] = []
    const steps = deploySteps.map((s) => ({ ...s, run: async () => void ran.push(s.id) }))
    const env = Object.fromEntries(Object.entries(everything).filter(([name]) => name !== 'SITE_PUBLISH_COMMAND'))
    await runDeploy({ env, log: () => undefined } as unknown as DeployContext, { steps, skip: ['site'] })
    expect(ran).toEqual(deploySteps.map((s) => s.id).filter((id) => id !== 'site'))
  })

  it('stops at the first failing step and names the ones it did not run', async () => {
    const ran: string[] = []
    const steps = deploySteps.map((s) => ({
      ...s,
      run: async () => {
        if (s.id === 'publish') throw new Error('conexão recusada')
        ran.push(s.id)
      },
    }))
    await expect(runDeploy({ env: everything, log: () => undefined } as unknown as DeployContext, { steps })).rejects.toThrow(
      /falhou em "publish": conexão recusada\n {2}não executados: secrets, functions, site/,
    )
    expect(ran).toEqual(['check', 'build', 'migrate'])
  })

  it('hands the function only the secrets that are set, through a file it removes afterwards', async () => {
    const calls: string[][] = []
    let removed = false
    const secrets = deploySteps.find((s) => s.id === 'secrets')!
    const ctx = {
      env: { ...everything, RESEND_API_KEY: 're_x', NOTIFY_EMAIL_TO: 'a@b.co', NOTIFY_EMAIL_FROM: ' ', SUPABASE_CLI: '/bin/stub' },
      run: async (command: string, args: string[]) => void calls.push([command, ...args]),
      secretsFile: (lines: string[]) => {
        calls.push(['file', ...lines])
        return { path: '/tmp/s/.env', remove: () => void (removed = true) }
      },
      log: () => undefined,
    } as unknown as DeployContext
    await secrets.run(ctx)
    expect(calls).toEqual([
      ['file', 'RATE_LIMIT_SALT=sal', 'RESEND_API_KEY=re_x', 'NOTIFY_EMAIL_TO=a@b.co', 'CORS_ALLOW_ORIGIN=https://www.agencia.com.br'],
      ['/bin/stub', 'secrets', 'set', '--env-file', '/tmp/s/.env', '--project-ref', 'ref', '--yes'],
    ])
    expect(removed).toBe(true)
  })
})
