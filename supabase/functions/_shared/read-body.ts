import { HttpError } from './responses.ts'

/** 64 KiB: the longest briefing, every field at its maxLength, is far below; anything larger is not a form. */
export const BODY_LIMIT_BYTES = 64 * 1024

const tooLarge = (why: string) =>
  new HttpError(413, 'payload_too_large', `O envio é grande demais (${why}; limite de ${BODY_LIMIT_BYTES / 1024} KiB).`)

/** Called before any lookup, so a 10 MB claim costs no database round trip. */
export function refuseDeclaredOversize(req: Request, limit = BODY_LIMIT_BYTES): number | null {
  const header = req.headers.get('content-length')
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : null
  if (declared !== null && declared > limit) throw tooLarge('Content-Length declarado')
  return declared
}

/** Content-Length may be missing (chunked) or lie: never trusted to bound the read. */
export async function readBody(req: Request, limit = BODY_LIMIT_BYTES): Promise<Uint8Array> {
  const declared = refuseDeclaredOversize(req, limit)
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength
      if (size > limit) throw tooLarge('corpo recebido')
      if (declared !== null && size > declared) throw tooLarge('corpo maior que o Content-Length')
      chunks.push(next.value)
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'empty_body', 'O envio foi interrompido antes do fim.')
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
