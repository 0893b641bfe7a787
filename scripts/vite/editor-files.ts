import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { EDITOR_SAVE_PATH, isFormId, formFilesOf } from '#form-core'
import { tooDeep } from '#form-authoring'
import { formDirsOf, scanForms } from '../forms/load-forms.ts'
import { lockPathOf } from '../forms/published-lock.ts'
import type { EditorFiles } from '../../src/editor/model/editor-problems.ts'
import type { SaveAnswer } from '../../src/editor/io/use-dev-save.ts'

/** The editor's copy of the files: every questionnaire's two texts and the published revisions' lock, in its chunk only. */
export const EDITOR_FILES = 'virtual:editor-files'

/** The texts as they are in the working tree (dev) or the commit being built (the deployed editor's base). */
export function readEditorFiles(root: string): EditorFiles {
  const forms: EditorFiles['forms'] = {}
  // A schema without its ui-schema yet: the editor starts it empty, check:schemas reports it.
  for (const { id, schema, uiSchema } of scanForms(formDirsOf(root)))
    if (schema) forms[id] = { schema: schema.text, uiSchema: uiSchema?.text ?? '{}\n' }
  return {
    forms,
    lock: readFileSync(lockPathOf(root), 'utf8'),
  }
}

const LIMIT = 512 * 1024
/** A body still arriving after this is no editor's (its texts are a few kilobytes): the request is dropped. */
const BODY_TIMEOUT_MS = 10_000

export interface SaveOutcome {
  status: number
  body: SaveAnswer
}

const refuse = (status: number, message: string): SaveOutcome => ({ status, body: { ok: false, message } })

/** What the file system said, as a person would (the code stays for a developer). */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? ''
  const plain: Record<string, string> = {
    EISDIR: 'no lugar do arquivo há uma pasta',
    EACCES: 'sem permissão de escrita',
    EPERM: 'sem permissão de escrita',
    ENOSPC: 'o disco está cheio',
    EROFS: 'o disco só permite leitura',
    ENOENT: 'a pasta não existe',
  }
  return `${plain[code] ?? 'erro do sistema de arquivos'}${code ? ` (${code})` : ''}`
}

/**
 * Writes one questionnaire's two files into the working tree: only `schemas/<id>.json` and `ui-schemas/<id>.json`,
 * only texts that parse as JSON objects, both or neither. Each is written beside its target and renamed over it;
 * if the second cannot be, the first is put back as it was, and no temporary file stays.
 */
export function saveFormFiles(root: string, request: unknown): SaveOutcome {
  const { id, schema, uiSchema } = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>
  if (typeof id !== 'string' || !isFormId(id)) return refuse(400, 'Id de questionário inválido: use letras minúsculas, números e hífens.')
  const paths = formFilesOf(id)
  const files: [string, unknown][] = [
    [paths.schema, schema],
    [paths.uiSchema, uiSchema],
  ]
  for (const [path, text] of files) {
    if (typeof text !== 'string') return refuse(400, `Faltou o texto de ${path}.`)
    const deep = tooDeep(text)
    if (deep) return refuse(422, `${path}: ${deep}.`)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return refuse(422, `${path} não é um JSON válido: corrija-o na aba Avançado antes de salvar.`)
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(422, `${path} deve ser um objeto JSON.`)
  }
  const temporaries: string[] = []
  const replaced: { target: string; previous: string | null }[] = []
  let current = files[0][0]
  try {
    const writes = files.map(([path, text]) => {
      current = path
      const target = join(root, path)
      const previous = existsSync(target) ? readFileSync(target, 'utf8') : null
      const temporary = `${target}.${randomUUID()}.tmp`
      temporaries.push(temporary)
      writeFileSync(temporary, text as string)
      return { path, target, previous, temporary }
    })
    for (const write of writes) {
      current = write.path
      renameSync(write.temporary, write.target)
      replaced.push(write)
    }
    return { status: 200, body: { ok: true, written: files.map(([path]) => path) } }
  } catch (error) {
    for (const { target, previous } of replaced.reverse()) {
      try {
        if (previous === null) rmSync(target, { force: true })
        else writeFileSync(target, previous)
      } catch {
        // Reported below: the answer says what could not be written.
      }
    }
    return refuse(500, `Não foi possível gravar ${current}: ${reason(error)}. Nada foi salvo: os dois arquivos continuam como estavam.`)
  } finally {
    for (const temporary of temporaries) rmSync(temporary, { force: true })
  }
}

class BodyError extends Error {
  constructor(readonly outcome: SaveOutcome) {
    super(outcome.status.toString())
  }
}

function readJson(req: IncomingMessage, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    const timer = setTimeout(() => reject(new BodyError(refuse(408, 'O pedido demorou demais para chegar.'))), timeoutMs)
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > LIMIT) reject(new BodyError(refuse(413, 'Pedido grande demais.')))
      else chunks.push(chunk)
    })
    req.on('end', () => {
      clearTimeout(timer)
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        reject(new BodyError(refuse(400, 'Pedido ilegível: o corpo não é JSON.')))
      }
    })
    req.on('error', () => clearTimeout(timer))
  })
}

const answer = (res: ServerResponse, { status, body }: SaveOutcome) => {
  if (res.headersSent || res.writableEnded) return
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/**
 * Who may save: the dev server's own page. Exactly one Host, an Origin equal to `http://<that host>` as sent (no
 * other scheme, no user info), and a JSON body: a page of another site, even on another localhost port, cannot
 * post there. A preflight gets a 403 without CORS headers, so a browser never sends the request that would follow.
 */
export function saveRefusal(req: IncomingMessage): SaveOutcome | undefined {
  if (req.method === 'OPTIONS') return refuse(403, 'Só a página do editor neste servidor pode salvar.')
  if (req.method !== 'POST') return refuse(405, 'Use POST.')
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === 'host')
  if (hosts.length !== 1) return refuse(400, 'Pedido com mais de um Host.')
  if (req.headers.origin !== `http://${req.headers.host}`) return refuse(403, 'Só a página do editor neste servidor pode salvar.')
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') return refuse(415, 'Envie JSON.')
  return undefined
}

/** The save endpoint as a middleware: its exact path only, every error answered (the dev server never stops on one). */
export function saveMiddleware(root: string, bodyTimeoutMs = BODY_TIMEOUT_MS) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? '').split('?')[0] !== EDITOR_SAVE_PATH) return next()
    const refusal = saveRefusal(req)
    if (refusal) return answer(res, refusal)
    readJson(req, bodyTimeoutMs)
      .then((body) => answer(res, saveFormFiles(root, body)))
      .catch((error: unknown) => {
        // The connection goes once answered: the rest of a body too slow or too big is not read.
        res.once('finish', () => req.destroy())
        answer(res, error instanceof BodyError ? error.outcome : refuse(500, 'Erro inesperado ao salvar.'))
      })
  }
}

/** The editor's files as a virtual module, and under `npm run dev` its save endpoint (never in a build). */
export function editorPlugin(root: string): Plugin {
  return {
    name: 'excellis-editor',
    resolveId: (source) => (source === EDITOR_FILES ? `\0${EDITOR_FILES}` : null),
    load(id) {
      if (id !== `\0${EDITOR_FILES}`) return null
      // Not watched: the forms plugin rebuilds it when a form file changes, and the open editor keeps what it saved.
      return `export const files = ${JSON.stringify(readEditorFiles(root))};\n`
    },
    configureServer(server) {
      server.middlewares.use(saveMiddleware(root))
    },
  }
}
