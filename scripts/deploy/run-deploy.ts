import { deploySteps, missingEnv, type DeployContext, type DeployStep, type StepId } from './deploy-steps.ts'

export interface DeployOptions {
  /** Steps left out (`--no-site`: publish the backend and keep the site as it is). */
  skip?: readonly StepId[]
  steps?: readonly DeployStep[]
}

/** Stops at the first failure, so visitors keep what they had. */
export async function runDeploy(ctx: DeployContext, { skip = [], steps = deploySteps }: DeployOptions = {}): Promise<StepId[]> {
  const chosen = steps.filter((s) => !skip.includes(s.id))
  const missing = [...new Set(chosen.flatMap((s) => missingEnv(ctx.env, s.needs)))]
  if (missing.length > 0) throw new Error(`faltam configurações; nada foi feito:\n  ${missing.join('\n  ')}`)
  const done: StepId[] = []
  for (const [i, step] of chosen.entries()) {
    ctx.log(`[${i + 1}/${chosen.length}] ${step.title}`)
    try {
      await step.run(ctx)
    } catch (error) {
      const left = chosen.slice(i + 1).map((s) => s.id)
      throw new Error(`falhou em "${step.id}": ${(error as Error).message}${left.length ? `\n  não executados: ${left.join(', ')}` : ''}`)
    }
    done.push(step.id)
  }
  return done
}
