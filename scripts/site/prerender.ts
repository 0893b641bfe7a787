import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'vite'
import type { PageShellProps } from '../../src/components/site/page-shell.tsx'
import { withPolicy, type PolicySources } from './content-security-policy.ts'
import { EDITOR_FILE, WORKSPACE_FILE } from './host-rules.ts'
import { splitPage } from './html-parts.ts'
import type { StaticPage } from './static-pages.ts'

const ENTRY = join(import.meta.dirname, 'prerender-entry.tsx')

/** Marks the head tags written here: the guard below and the Seo component remove them (React adds its own). */
const HEAD_MARK = 'data-prerendered-head'

/** index.html is every unknown URL's fallback: a copy written for another URL is dropped so the app renders the 404 page. */
export function guardScript(knownPaths: string[] = []): string {
  const known = JSON.stringify(knownPaths)
  return (
    `<script>(function(){var r=document.getElementById('root');if(!r)return;var d=r.dataset,p=d.prerendered||d.shell,l=location.pathname;` +
    `if(p==='*'?${known}.indexOf(l.replace(/\\/+$/,'')||'/')>=0:p!==l){r.textContent='';delete d.prerendered;delete d.shell;` +
    `document.querySelectorAll('[${HEAD_MARK}]').forEach(function(n){n.remove()})}})()</script>`
  )
}

/** Scripts are requested after the first paint, all at once (no import waterfall), not competing with the HTML. */
function bootAfterPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template)
  if (!entry) throw new Error('index.html sem o script de entrada do Vite')
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)]
  const files = JSON.stringify(preloads.map((m) => m[1]))
  const boot =
    `<script>requestAnimationFrame(function(){setTimeout(function(){var h=document.head;` +
    `${files}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src='${entry[1]}';h.appendChild(s)})})</script>`
  let page = template.replace(entry[0], '')
  for (const m of preloads) page = page.replace(m[0], '')
  return page.replace('</body>', `${boot}</body>`)
}

/** The root's attribute for each kind of file: main.tsx hydrates `data-prerendered`, renders over the rest. */
const rootAttribute = (page: StaticPage) =>
  page.kind === 'page' ? `data-prerendered="${page.path}"` : page.kind === 'shell' ? `data-shell="${page.path}"` : 'data-prerendered="*"'

/** dist/<page>.html with head, styles and markup in place (decisions 013 and 040); hosts serve /sobre from sobre.html. */
export async function prerenderPages(options: { outDir: string; configFile: string | false; pages: StaticPage[]; policy: PolicySources }) {
  const template = bootAfterPaint(readFileSync(join(options.outDir, 'index.html'), 'utf8'))
  // Its own dependency cache: node_modules/.vite is the running development server's.
  const cacheDir = mkdtempSync(join(tmpdir(), 'excellis-prerender-'))
  const server = await createServer({
    configFile: options.configFile,
    cacheDir,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  try {
    const { renderPage } = (await server.ssrLoadModule(ENTRY)) as { renderPage: (path: string, shell?: PageShellProps) => Promise<string> }
    for (const page of options.pages) {
      const html = await renderPage(page.path, page.kind === 'shell' ? page.shell : undefined).catch((error: unknown) => {
        throw new Error(`Falha ao pré-renderizar ${page.path}: ${error instanceof Error ? error.stack : String(error)}`)
      })
      const written = pageHtml(template, page, html)
      writeFileSync(join(options.outDir, page.file), withPolicy(written, options.policy))
      // The staff addresses get the home's file as every app route does, under their own policies: the editor's the one
      // with 'unsafe-eval', both the only ones that may load the sign-in's robot check.
      if (page.path === '/') {
        writeFileSync(join(options.outDir, EDITOR_FILE), withPolicy(written, options.policy, { unsafeEval: true, staff: true }))
        writeFileSync(join(options.outDir, WORKSPACE_FILE), withPolicy(written, options.policy, { staff: true }))
      }
    }
  } finally {
    await server.close()
    rmSync(cacheDir, { recursive: true, force: true })
  }
}

export function pageHtml(template: string, page: StaticPage, html: string): string {
  const { headTags, styles, body } = splitPage(html)
  // Scripts or templates in the markup mean a boundary was still pending: that HTML would need JS to show.
  if (/<script|<template/.test(body)) throw new Error(`Pré-renderização de ${page.path} incompleta (Suspense pendente)`)
  const titles = headTags.filter((t) => t.startsWith('<title'))
  if (titles.length !== 1) throw new Error(`${page.path}: ${titles.length} <title> na página, esperado 1`)
  const marked = headTags.map((t) => t.replace(/^<(title|meta|link)/, `<$1 ${HEAD_MARK}`))
  const title = marked.find((t) => t.startsWith('<title'))!
  const guard = guardScript(page.kind === 'not-found' ? page.knownPaths : [])
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace('</head>', () => `${marked.filter((t) => t !== title).join('')}${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${rootAttribute(page)}>${body}</div>${guard}`)
}
