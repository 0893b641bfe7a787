import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { tableNames } from '../check-schemas/check-forms.ts'

/** The editor's copy of the files: every questionnaire's two texts and the published revisions' lock, in its chunk only. */
export const EDITOR_FILES = 'virtual:editor-files'

export interface EditorFiles {
  forms: Record<string, { schema: string; uiSchema: string }>
  lock: string
  /** The tables the migrations create: a form's table target must be one of them. */
  tables: string[]
}

/** The texts as they are in the working tree (dev) or the commit being built (the deployed editor's base). */
export function readEditorFiles(root: string): EditorFiles {
  const forms: EditorFiles['forms'] = {}
  for (const file of readdirSync(join(root, 'schemas'))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const id = file.replace(/\.json$/, '')
    let uiSchema = '{}\n'
    try {
      uiSchema = readFileSync(join(root, 'ui-schemas', file), 'utf8')
    } catch {
      // A schema without its ui-schema yet: the editor starts it empty, check:schemas reports it.
    }
    forms[id] = { schema: readFileSync(join(root, 'schemas', file), 'utf8'), uiSchema }
  }
  return {
    forms,
    lock: readFileSync(join(root, 'supabase/published-forms.lock.json'), 'utf8'),
    tables: [...tableNames(join(root, 'supabase/migrations'))].sort(),
  }
}

/** Where the editor's "Salvar" posts under `npm run dev`: `{ id, schema, uiSchema }` (the two files' texts). */
export const EDITOR_SAVE_PATH = '/__editor/save'

const FORM_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
const LIMIT = 512 * 1024

export interface SaveOutcome {
  status: number
  body: { ok: true; written: string[] } | { ok: false; message: string }
}

const refuse = (status: number, message: string): SaveOutcome => ({ status, body: { ok: false, message } })

/**
 * Writes one questionnaire's two files into the working tree: only `schemas/<id>.json` and `ui-schemas/<id>.json`,
 * only texts that parse as JSON objects, each written whole or not at all (a temporary file renamed over it).
 */
export function saveFormFiles(root: string, request: unknown): SaveOutcome {
  const { id, schema, uiSchema } = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>
  if (typeof id !== 'string' || !FORM_ID.test(id))
    return refuse(400, 'Id de questionário inválido: use letras minúsculas, números e hífens.')
  const files: [string, unknown][] = [
    [`schemas/${id}.json`, schema],
    [`ui-schemas/${id}.json`, uiSchema],
  ]
  for (const [path, text] of files) {
    if (typeof text !== 'string') return refuse(400, `Faltou o texto de ${path}.`)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return refuse(422, `${path} não é um JSON válido: corrija-o na aba JSON antes de salvar.`)
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(422, `${path} deve ser um objeto JSON.`)
  }
  for (const [path, text] of files) {
    const target = join(root, path)
    const temporary = `${target}.${randomUUID()}.tmp`
    writeFileSync(temporary, text as string)
    renameSync(temporary, target)
  }
  return { status: 200, body: { ok: true, written: files.map(([path]) => path) } }
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > LIMIT) reject(new Error('grande demais'))
      else chunks.push(chunk)
    })
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error)
      }
    })
    req.on('error', reject)
  })
}

const answer = (res: ServerResponse, { status, body }: SaveOutcome) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/**
 * The editor's files as a virtual module, and under `npm run dev` its save endpoint (never in a build). A page of another site could post to localhost too, so the
 * request must come from this dev server's own page (same Origin as its Host) and be JSON (a cross-site form post
 * cannot send that type without a preflight, which this endpoint never grants).
 */
export function editorPlugin(root: string): Plugin {
  return {
    name: 'excellis-editor',
    resolveId: (source) => (source === EDITOR_FILES ? `\0${EDITOR_FILES}` : null),
    load(id) {
      if (id !== `\0${EDITOR_FILES}`) return null
      const files = readEditorFiles(root)
      Object.keys(files.forms).forEach((form) => {
        this.addWatchFile(join(root, 'schemas', `${form}.json`))
        this.addWatchFile(join(root, 'ui-schemas', `${form}.json`))
      })
      return `export const files = ${JSON.stringify(files)};\n`
    },
    configureServer(server) {
      server.middlewares.use(EDITOR_SAVE_PATH, (req, res) => {
        if (req.method !== 'POST') return answer(res, refuse(405, 'Use POST.'))
        const origin = req.headers.origin
        const sameHost = (() => {
          try {
            return Boolean(origin) && new URL(origin ?? '').host === req.headers.host
          } catch {
            return false // "null" or garbage: not this server's page
          }
        })()
        if (!sameHost) return answer(res, refuse(403, 'Só a página do editor neste servidor pode salvar.'))
        if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return answer(res, refuse(415, 'Envie JSON.'))
        readJson(req).then(
          (body) => answer(res, saveFormFiles(root, body)),
          () => answer(res, refuse(400, 'Pedido ilegível ou grande demais.')),
        )
      })
    },
  }
}
