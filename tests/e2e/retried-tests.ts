import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'
import { readEnv } from '#functions/platform/environment.ts'

/**
 * A test that failed and then passed on its retry (CI retries once) leaves the run green: this reporter names each one
 * at the end of the log, with what its failed attempt said, as a GitHub warning on the run, and in the job summary, so
 * a flaky test is seen and fixed instead of hidden by the retry. The list reporter still prints every attempt.
 */
export default class RetriedTests implements Reporter {
  private suite: Suite | undefined

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite
  }

  onEnd(_result: FullResult): void {
    const retried = this.suite?.allTests().filter((test) => test.outcome() === 'flaky') ?? []
    const lines = retried.map(describeRetried)
    if (lines.length === 0) return
    const { GITHUB_ACTIONS, GITHUB_STEP_SUMMARY } = readEnv(['GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY'])
    console.log(`\n${retried.length} teste(s) só passaram na segunda tentativa (instáveis; corrija antes que falhem de vez):`)
    for (const line of lines) console.log(`  - ${line}`)
    if (GITHUB_ACTIONS === 'true') for (const line of lines) console.log(`::warning title=Teste instável::${line}`)
    if (GITHUB_STEP_SUMMARY) {
      const items = lines.map((line) => `- ${line}`).join('\n')
      appendFileSync(GITHUB_STEP_SUMMARY, `### Testes que só passaram na segunda tentativa\n\n${items}\n`)
    }
  }

  printsToStdio(): boolean {
    return true
  }
}

/** `[project] file:line › title: the first line of the failed attempt's error`. */
export function describeRetried(test: TestCase): string {
  const project = test.parent.project()?.name ?? ''
  const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`
  const failed = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped')
  const message = failed?.error?.message === undefined ? undefined : stripVTControlCharacters(failed.error.message)
  const reason =
    message
      ?.split('\n')
      .find((line) => line.trim())
      ?.trim() ??
    failed?.status ??
    ''
  return `[${project}] ${where} › ${test.titlePath().slice(3).join(' › ')}: ${reason}`
}
