import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { rootDir as projectRoot } from '../../scripts/forms/load-forms.ts'
import { lockPath } from '../../scripts/local-backend/lock-file.ts'
import { rawRequest } from './support/raw-http.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'

/** Short timeouts, so a slow client is cut within seconds here (10 s for headers and 15 s in all by default). */
const timeouts = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 }

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, timeouts)
})
afterAll(() => backend?.stop())

const [form] = serverForms
const alive = async () => (await fetch(`${backend.url}/health`)).status

/** Opens a connection, sends `first`, then nothing more; resolves with the status the server answers. */
function stall(first: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(backend.port, '127.0.0.1')
    let text = ''
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)))
    socket.write(first.split('\n').join('\r\n'))
  })
}

describe('nothing a client sends stops the local backend', () => {
  it.each([
    ['TRACE', 'TRACE /health HTTP/1.1', 405],
    ['a request target URL cannot parse', 'GET //[ HTTP/1.1', 400],
    ['a target that is only a question mark', 'POST ?x HTTP/1.1', 400],
    ['CONNECT (Node hands it to no request handler)', 'CONNECT 127.0.0.1:443 HTTP/1.1', 405],
    [
      'an Expect the server cannot meet',
      'POST /functions/v1/forms/contact HTTP/1.1\nExpect: bogus\nContent-Type: application/json\nContent-Length: 2',
      417,
    ],
  ])('%s is answered (%s → %i) and the server stays up', async (_name, line, status) => {
    const answer = await rawRequest(backend.port, `${line}\nHost: 127.0.0.1\nConnection: close`)
    expect(answer.status).toBe(status)
    expect(JSON.parse(answer.body)).toMatchObject({ error: { message: expect.any(String) } })
    expect(await alive()).toBe(200)
  })

  // Node answers 408 only when its timeout fires: the status is the proof, without a clock.
  it('a client that trickles its headers is answered 408 (the headers timeout), and the server stays up', async () => {
    const status = await stall(`POST ${new URL(formUrl(backend.url, form.formId)).pathname} HTTP/1.1\nHost: 127.0.0.1\nContent-Type: appl`)
    expect(status).toBe(408)
    expect(await alive()).toBe(200)
  })

  it('a client that stops sending its body is answered 408 (the request timeout)', async () => {
    const path = new URL(formUrl(backend.url, form.formId)).pathname
    const status = await stall(`POST ${path} HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: 100\n\n{"a":`)
    expect(status).toBe(408)
    expect(await alive()).toBe(200)
  })
})

describe('restarting after kill -9', () => {
  it("starts again at once on the same folder (the dead owner's lock never blocks) with every acknowledged row", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'excellis-kill9-'))
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-backend/main.ts'], {
        cwd: projectRoot,
        env: childEnv({ LOCAL_BACKEND_PORT: '0', LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString()
          const match = /backend local em (http:\/\/[\d.]+:\d+)/.exec(out)
          if (match) resolve(match[1])
        })
        child.once('exit', (code) => reject(new Error(`o backend saiu com ${code}`)))
      })
      const acknowledged = await fetch(formUrl(url, form.formId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(minimalRecord(form.schema)),
      })
      expect(acknowledged.status).toBe(200)
      child.kill('SIGKILL')
      // No waiting: the killed process may not even be reaped yet (a zombie still "exists" for kill(pid, 0)).
      const restarted = await startTestBackend(null, dataDir)
      try {
        expect(await restarted.count('form_submissions')).toBe(1)
      } finally {
        await restarted.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('a lock whose pid now belongs to another process (pid reuse) does not block either', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'excellis-reused-pid-'))
    try {
      // process.ppid is alive, but it did not start when the lock says its owner did.
      writeFileSync(
        lockPath(dataDir),
        JSON.stringify({ pid: process.ppid, port: 1, secret: 'x', startedAt: '2000-01-01T00:00:00Z', startTicks: '1' }),
      )
      const started = await startTestBackend(null, dataDir)
      await started.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
