import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RetriedTests from '../e2e/retried-tests.ts'

/** A test as Playwright hands it to a reporter: its results one per attempt, its outcome from them. */
function testCase(title: string, statuses: TestResult['status'][], message = 'Error: expect(locator).toBeVisible() failed'): TestCase {
  const results = statuses.map((status) => ({
    status,
    error: status === 'passed' ? undefined : { message: `\u001b[31m${message}\u001b[39m\n\nstack` },
  }))
  const passedLast = statuses.at(-1) === 'passed'
  return {
    title,
    location: { file: join(process.cwd(), 'tests/e2e/phone-forms.spec.ts'), line: 12, column: 3 },
    results,
    parent: { project: () => ({ name: 'phone' }) },
    titlePath: () => ['', 'phone', 'phone-forms.spec.ts', 'a send', title],
    outcome: () => (passedLast ? (statuses.length > 1 ? 'flaky' : 'expected') : 'unexpected'),
  } as unknown as TestCase
}

function run(tests: TestCase[]): string[] {
  const printed: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line))
  const reporter = new RetriedTests()
  reporter.onBegin({}, { allTests: () => tests } as unknown as Suite)
  reporter.onEnd({ status: 'passed', startTime: new Date(), duration: 1 })
  return printed
}

afterEach(() => vi.unstubAllEnvs())

describe('a test that passed only on its retry is named at the end of the run (tests/e2e/retried-tests.ts)', () => {
  it('names each one with its project, place and what the failed attempt said; a clean run prints nothing', () => {
    vi.stubEnv('GITHUB_ACTIONS', '')
    vi.stubEnv('GITHUB_STEP_SUMMARY', '')
    expect(run([testCase('stays', ['passed'])])).toEqual([])
    const printed = run([
      testCase('stays', ['passed']),
      testCase('in view after 10 s', ['failed', 'passed']),
      testCase('broken', ['failed', 'failed']),
    ])
    expect(printed).toEqual([
      '\n1 teste(s) só passaram na segunda tentativa (instáveis; corrija antes que falhem de vez):',
      '  - [phone] tests/e2e/phone-forms.spec.ts:12 › a send › in view after 10 s: Error: expect(locator).toBeVisible() failed',
    ])
  })

  it('on GitHub Actions, also a warning on the run and a section of the job summary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'retried-'))
    try {
      vi.stubEnv('GITHUB_ACTIONS', 'true')
      vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'summary.md'))
      const printed = run([testCase('in view after 10 s', ['timedOut', 'passed'], 'Test timeout of 30000ms exceeded.')])
      expect(printed).toContain(
        '::warning title=Teste instável::[phone] tests/e2e/phone-forms.spec.ts:12 › a send › in view after 10 s: Test timeout of 30000ms exceeded.',
      )
      expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('### Testes que só passaram na segunda tentativa\n\n- [phone]')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
