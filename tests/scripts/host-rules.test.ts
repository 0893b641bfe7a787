import { describe, expect, it } from 'vitest'
import { EDITOR_PATH, WORKSPACE_PATH } from '#form-core'
import { contentSecurityPolicy } from '../../scripts/site/content-security-policy.ts'
import { EDITOR_FILE, headersFile, redirectsFile, rewriteOf, WORKSPACE_FILE } from '../../scripts/site/host-rules.ts'

/** Netlify's `_headers` as rules: each path pattern with its headers. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) rules.set(line, (current = {}))
    else {
      const [name, ...value] = line.trim().split(': ')
      current![name] = value.join(': ')
    }
  }
  return rules
}

describe("the host's headers file (scripts/site/host-rules.ts, written into dist as _headers)", () => {
  it('refuses framing of /painel and /editor and every page under them, by both headers', () => {
    const rules = parseHeaders(headersFile())
    for (const path of [WORKSPACE_PATH, `${WORKSPACE_PATH}/*`, EDITOR_PATH, `${EDITOR_PATH}/*`])
      expect(rules.get(path), path).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" })
    expect([...rules.keys()]).toHaveLength(4)
  })

  it("serves each staff page's addresses from its own file, and nothing else", () => {
    expect(redirectsFile()).toBe(
      `${EDITOR_PATH} /${EDITOR_FILE} 200\n${EDITOR_PATH}/* /${EDITOR_FILE} 200\n` +
        `${WORKSPACE_PATH} /${WORKSPACE_FILE} 200\n${WORKSPACE_PATH}/* /${WORKSPACE_FILE} 200\n`,
    )
    const paths = [EDITOR_PATH, `${EDITOR_PATH}/website`, WORKSPACE_PATH, `${WORKSPACE_PATH}/leads/1`, '/', `${EDITOR_PATH}x`, '/painelx']
    expect(paths.map(rewriteOf)).toEqual([
      `/${EDITOR_FILE}`,
      `/${EDITOR_FILE}`,
      `/${WORKSPACE_FILE}`,
      `/${WORKSPACE_FILE}`,
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe("'unsafe-eval' only in the editor's file (decision 172, amending 152)", () => {
  const html = '<html><head></head><body><script>boot()</script></body></html>'
  const sources = { connect: ['https://backend.example'] }
  const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src'))

  it("every page's policy runs only the site's files and hashed inline scripts", () => {
    expect(scriptSrc(contentSecurityPolicy(html, sources))).toMatch(/^script-src 'self' 'sha256-[^']+'$/)
  })

  it("the editor's adds 'unsafe-eval' and nothing else", () => {
    const page = contentSecurityPolicy(html, sources)
    const editor = contentSecurityPolicy(html, sources, { unsafeEval: true })
    expect(scriptSrc(editor)).toBe(`${scriptSrc(page)} 'unsafe-eval'`)
    expect(editor.replace(" 'unsafe-eval'", '')).toBe(page)
  })
})

describe("the sign-in's robot check: Cloudflare allowed on the staff files only, and only with a site key (decision 220)", () => {
  const html = '<html><head></head><body></body></html>'
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(name))
  const cloudflare = 'https://challenges.cloudflare.com'

  it('a staff file of a build with the key allows its script and frame', () => {
    const policy = contentSecurityPolicy(html, { connect: [], robotCheck: true }, { staff: true })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${cloudflare}`)
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${cloudflare}`)
  })

  it.each([
    ['a public page of a build with the key', { connect: [], robotCheck: true }, {}],
    ['a staff file of a build without it', { connect: [] }, { staff: true }],
  ])('%s allows neither', (_name, sources, allow) => {
    const policy = contentSecurityPolicy(html, sources, allow)
    expect(policy).not.toContain(cloudflare)
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'")
  })
})
