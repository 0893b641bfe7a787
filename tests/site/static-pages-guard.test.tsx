import { describe, expect, it } from 'vitest'
import { guardScript, pageHtml } from '../../scripts/site/prerender.ts'
import type { StaticPage } from '../../scripts/site/static-pages.ts'

const template = '<!doctype html><html><head><title>Excellis</title></head><body><div id="root"></div></body></html>'
const markup = '<title>Sobre | Excellis</title><meta name="description" content="De R$ 100 a $&amp; $1"/><h1>Sobre</h1>'

/** Parses a written file and runs its guard at a URL, as the browser does before the first paint. */
function visit(page: StaticPage, pathname: string) {
  const doc = new DOMParser().parseFromString(pageHtml(template, page, markup), 'text/html')
  const code = [...doc.querySelectorAll('script')].map((s) => s.textContent ?? '').find((c) => c.includes("getElementById('root')"))!
  new Function('document', 'location', code)(doc, { pathname })
  return { root: doc.getElementById('root')!, head: doc.head }
}

describe('pageHtml and the guard', () => {
  const sobre: StaticPage = { kind: 'page', path: '/sobre', file: 'sobre.html' }
  const shell = { kind: 'shell', path: '/agendar', file: 'agendar.html' } as StaticPage
  const notFound: StaticPage = { kind: 'not-found', path: '/404', file: '404.html', knownPaths: ['/', '/sobre'] }

  it('puts the tags in the head, verbatim (a "$" in a text is not a replacement pattern)', () => {
    const { head } = visit(sobre, '/sobre')
    expect(head.querySelector('title')?.textContent).toBe('Sobre | Excellis')
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('De R$ 100 a $& $1')
  })

  it('keeps a page at its own URL and marks how the app takes over', () => {
    expect(visit(sobre, '/sobre').root.dataset.prerendered).toBe('/sobre')
    const { root } = visit(shell, '/agendar')
    expect(root.dataset.shell).toBe('/agendar')
    expect(root.dataset.prerendered).toBeUndefined()
    expect(root.querySelector('h1')?.textContent).toBe('Sobre')
  })

  it('empties a copy served at another URL (the index.html fallback) and drops its head tags', () => {
    for (const page of [sobre, shell]) {
      const { root, head } = visit(page, '/nao-existe')
      expect(root.innerHTML).toBe('')
      expect(root.dataset.prerendered ?? root.dataset.shell).toBeUndefined()
      expect(head.querySelectorAll('[data-prerendered-head]')).toHaveLength(0)
    }
  })

  it('404.html is kept for any unknown URL and dropped at a route the site knows', () => {
    expect(visit(notFound, '/qualquer/coisa').root.dataset.prerendered).toBe('*')
    expect(visit(notFound, '/sobre/').root.innerHTML).toBe('')
    expect(visit(notFound, '/').root.innerHTML).toBe('')
  })

  it('requires exactly one title per page', () => {
    expect(() => pageHtml(template, sobre, '<h1>Sem título</h1>')).toThrow(/title/)
  })

  it('the guard has no dependency: it is one inline script', () => {
    expect(guardScript()).toMatch(/^<script>\(function\(\)\{[\s\S]*\}\)\(\)<\/script>$/)
  })
})
