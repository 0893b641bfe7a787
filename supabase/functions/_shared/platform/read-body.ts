import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HttpError } from './responses.ts'

/** 64 KiB: the longest briefing, every field at its maxLength, is far below; anything larger is not a form. */
export const BODY_LIMIT_BYTES = 64 * 1024

export const tooLarge = (why: string, limit = BODY_LIMIT_BYTES) =>
  new HttpError(413, 'payload_too_large', `O envio é grande demais (${why}; limite de ${limit / 1024} KiB).`)

const interrupted = () => new HttpError(400, 'empty_body', 'O envio foi interrompido antes do fim.')

/**
 * Hono's bodyLimit with our answers: a 10 MB claim is a 413 that costs no database round trip, a chunked body is counted
 * as it streams, and a client gone mid-body is a 400 (not an error of ours).
 */
export function limitBody(limit = BODY_LIMIT_BYTES): MiddlewareHandler {
  const limited = bodyLimit({ maxSize: limit, onError: () => Promise.reject(tooLarge('Content-Length declarado', limit)) })
  return async (c, next) => {
    let reached = false
    try {
      await limited(c, () => ((reached = true), next()))
    } catch (error) {
      throw reached || error instanceof HttpError ? error : interrupted()
    }
  }
}

/**
 * What Hono's bodyLimit, in front, leaves to us: a Content-Length it trusts may lie in an in-process Request, and a body
 * cut short is a 400, not a parse error. Never reads more than `limit`.
 */
export async function readBody(req: Request, limit = BODY_LIMIT_BYTES): Promise<Uint8Array> {
  const header = req.headers.get('content-length')
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : null
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength
      if (size > limit) throw tooLarge('corpo recebido', limit)
      if (declared !== null && size > declared) throw tooLarge('corpo maior que o Content-Length', limit)
      chunks.push(next.value)
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    if (error instanceof HttpError) throw error
    throw interrupted()
  }
  if (declared !== null && size < declared) {
    throw new HttpError(400, 'empty_body', 'O envio chegou incompleto (menor que o Content-Length).')
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}
