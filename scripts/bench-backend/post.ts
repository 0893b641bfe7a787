import { Agent, request } from 'node:http'

/** Keep-alive sockets, one per client: like a browser's connection reuse, and lighter than fetch so the client does not starve the server of the 2 cores. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

export interface Posted {
  status: number
  body: string
}

/** `from` picks the source address (all of 127/8 is this machine on Linux), so one process is many clients to the rate limit. */
export function post(url: string, body: string, from?: string): Promise<Posted> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
    const req = request(url, { method: 'POST', agent, headers, ...(from ? { localAddress: from } : {}) }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end(body)
  })
}
