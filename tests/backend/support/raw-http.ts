import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  body: string
}

/**
 * Sends bytes exactly as given (lying or malformed headers that fetch refuses to send) and reads
 * the first answer. The socket is closed after sending, so a server waiting for more bytes answers; a complete
 * request that says `Connection: close` is left open instead (a half-closed client may never see an answer that
 * the server writes asynchronously), and the server closes it after answering.
 */
export function rawRequest(port: number, head: string, body: Buffer | string = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)))
    socket.on('close', () => {
      // Only the first answer: after a lying Content-Length, the leftover bytes may draw a second one.
      const bytes = Buffer.concat(chunks)
      const start = bytes.indexOf('\r\n\r\n') + 4
      const header = bytes.subarray(0, start).toString('latin1')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(header)?.[1] ?? 0)
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(header)?.[1] ?? bytes.length)
      resolve({ status, body: bytes.subarray(start, start + length).toString('utf8') })
    })
    socket.write(head.split('\n').join('\r\n') + '\r\n\r\n')
    if (/\nconnection: close$/im.test(head)) socket.write(body)
    else socket.end(body)
  })
}
