import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EDITOR_SAVE_PATH } from '#form-core'
import { saveFormFiles, saveMiddleware } from '../../scripts/vite/editor-files.ts'

function project() {
  const root = mkdtempSync(join(tmpdir(), 'editor-save-'))
  mkdirSync(join(root, 'schemas'))
  mkdirSync(join(root, 'ui-schemas'))
  writeFileSync(join(root, 'schemas/website.json'), '{ "a": 1 }\n')
  writeFileSync(join(root, 'ui-schemas/website.json'), '{}\n')
  return root
}
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`

describe('the dev server writes only the two files of a questionnaire, both or neither', () => {
  it('writes both texts as given', () => {
    const root = project()
    expect(saveFormFiles(root, { id: 'website', schema: '{ "a": 2 }\n', uiSchema: '{}\n' })).toEqual({
      status: 200,
      body: { ok: true, written: ['schemas/website.json', 'ui-schemas/website.json'] },
    })
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 2 }\n')
    expect(readdirSync(join(root, 'schemas'))).toEqual(['website.json'])
  })

  it.each(['../package', 'schemas/x', 'Website', '', 'a/b', '..'])('refuses the id %j: nothing outside schemas/ and ui-schemas/', (id) => {
    const root = project()
    expect(saveFormFiles(root, { id, schema: '{}', uiSchema: '{}' }).status).toBe(400)
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 1 }\n')
  })

  it('refuses a text that is not a JSON object, writing neither file', () => {
    const root = project()
    const outcome = saveFormFiles(root, { id: 'website', schema: '{ "a": 3 }', uiSchema: '{ "b": ' })
    expect(outcome.status).toBe(422)
    expect(outcome.body).toMatchObject({ ok: false, message: expect.stringContaining('ui-schemas/website.json não é um JSON válido') })
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 1 }\n')
  })

  it('refuses a schema nested 5,000 deep before parsing it', () => {
    const root = project()
    const outcome = saveFormFiles(root, { id: 'website', schema: deep(5000), uiSchema: '{}' })
    expect(outcome.status).toBe(422)
    expect(outcome.body).toMatchObject({ message: expect.stringContaining('aninha 5000 níveis') })
  })

  it('a write that fails leaves the pair as it was and no temporary file: the answer says why, in Portuguese', () => {
    const root = project()
    mkdirSync(join(root, 'ui-schemas/novo.json'))
    writeFileSync(join(root, 'schemas/novo.json'), '{ "old": true }\n')
    const outcome = saveFormFiles(root, { id: 'novo', schema: '{ "new": true }', uiSchema: '{}' })
    expect(outcome).toEqual({
      status: 500,
      body: {
        ok: false,
        message:
          'Não foi possível gravar ui-schemas/novo.json: no lugar do arquivo há uma pasta (EISDIR). Nada foi salvo: os dois arquivos continuam como estavam.',
      },
    })
    expect(readFileSync(join(root, 'schemas/novo.json'), 'utf8')).toBe('{ "old": true }\n')
    expect([...readdirSync(join(root, 'schemas')), ...readdirSync(join(root, 'ui-schemas'))].filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('a new form whose second file cannot be written leaves no first file behind', () => {
    const root = project()
    mkdirSync(join(root, 'ui-schemas/outro.json'))
    expect(saveFormFiles(root, { id: 'outro', schema: '{}', uiSchema: '{}' }).status).toBe(500)
    expect(existsSync(join(root, 'schemas/outro.json'))).toBe(false)
  })
})

describe('who may call the save endpoint', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))
  const serve = async (root: string, timeoutMs?: number) => {
    const middleware = saveMiddleware(root, timeoutMs)
    server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('next')))
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    return (server.address() as AddressInfo).port
  }
  /** A raw request, so tests control every header (fetch would set Host and Origin itself). */
  const send = (port: number, options: { method?: string; path?: string; headers?: [string, string][]; body?: string; end?: boolean }) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = options.headers ?? [
        ['Host', `127.0.0.1:${port}`],
        ['Origin', `http://127.0.0.1:${port}`],
        ['Content-Type', 'application/json'],
      ]
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: options.method ?? 'POST',
          path: options.path ?? EDITOR_SAVE_PATH,
          headers: headers.flat() as unknown as Record<string, string>,
          setHost: false,
        },
        (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      if (options.body) req.write(options.body)
      if (options.end !== false) req.end()
    })
  const save = JSON.stringify({ id: 'website', schema: '{ "a": 5 }', uiSchema: '{}' })

  it('saves for the page of this very server', async () => {
    const root = project()
    const port = await serve(root)
    expect((await send(port, { body: save })).status).toBe(200)
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 5 }')
  })

  it.each([
    ['a preflight, answered without CORS headers', { method: 'OPTIONS' }, 403],
    ['another path case', { path: '/__EDITOR/save' }, 404],
    ['a longer path', { path: `${EDITOR_SAVE_PATH}/x` }, 404],
  ])('%s', async (_, options, status) => {
    const port = await serve(project())
    expect((await send(port, { ...options, body: save })).status).toBe(status)
  })

  it.each([
    ['another scheme', (port: number) => `https://127.0.0.1:${port}`],
    ['user info', (port: number) => `http://user@127.0.0.1:${port}`],
    ['another port', (port: number) => `http://127.0.0.1:${port + 1}`],
    ['null', () => 'null'],
  ])('an Origin with %s is refused', async (_, origin) => {
    const root = project()
    const port = await serve(root)
    const headers: [string, string][] = [
      ['Host', `127.0.0.1:${port}`],
      ['Origin', origin(port)],
      ['Content-Type', 'application/json'],
    ]
    expect((await send(port, { headers, body: save })).status).toBe(403)
    expect(readFileSync(join(root, 'schemas/website.json'), 'utf8')).toBe('{ "a": 1 }\n')
  })

  it('a type that only starts like JSON, and two Host headers, are refused', async () => {
    const port = await serve(project())
    const base: [string, string][] = [
      ['Host', `127.0.0.1:${port}`],
      ['Origin', `http://127.0.0.1:${port}`],
    ]
    expect((await send(port, { headers: [...base, ['Content-Type', 'application/json-x']], body: save })).status).toBe(415)
    expect(
      (await send(port, { headers: [...base, ['Host', 'evil.example'], ['Content-Type', 'application/json']], body: save })).status,
    ).toBe(400)
  })

  it('a body that never finishes is answered 408 and dropped', async () => {
    const port = await serve(project(), 200)
    const answer = await send(port, { body: '{"id": "web', end: false })
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body)).toEqual({ ok: false, message: 'O pedido demorou demais para chegar.' })
  })
})
