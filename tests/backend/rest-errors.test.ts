import { describe, expect, it } from 'vitest'
import { pgErrorResponse } from '../../scripts/local-backend/rest-errors.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../scripts/local-backend/rest-body.ts'

const collector = () => {
  const logged: unknown[] = []
  return { logged, logger: { error: (message: string, detail?: unknown) => logged.push([message, detail]) } }
}

describe('REST errors of the local backend', () => {
  it('an error that is not the database\'s is a 500 in PostgREST\'s shape, and it is logged', async () => {
    const { logged, logger } = collector()
    const response = pgErrorResponse(new RangeError('Maximum call stack size exceeded'), logger)
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ code: 'PGRST000', details: null, hint: null })
    expect(logged, 'the cause reaches the log').toHaveLength(1)
  })

  it('a CHECK violation is the client\'s fault: 400, not logged', async () => {
    const { logged, logger } = collector()
    const error = Object.assign(new Error('violates check constraint'), { code: '23514' })
    expect(pgErrorResponse(error, logger).status).toBe(400)
    expect(logged).toEqual([])
  })

  it('measures nesting without recursion, so 30 000 levels cannot overflow the stack', () => {
    const deep = JSON.parse('['.repeat(30_000) + ']'.repeat(30_000)) as unknown
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true)
    expect(nestsDeeperThan([{ Nome: 'Ana', Comentario: null }], MAX_JSON_DEPTH)).toBe(false)
  })
})
