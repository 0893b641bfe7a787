import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from 'vite'
import { splitPage } from './html-parts.ts'

const ENTRY = join(import.meta.dirname, 'prerender-entry.tsx')

/** Marks the head tags written here: the guard below and the Seo component remove them (React adds its own). */
const HEAD_MARK = 'data-prerendered-head'

/**
 * index.html is also the fallback for every URL without its own file. When the URL is not the one this copy
 * was rendered for, drop the copy before the first paint so the app starts from an empty root.
 */
const guard = `<script>(function(){var r=document.getElementById('root');if(r&&r.dataset.prerendered!==location.pathname){r.textContent='';r.removeAttribute('data-prerendered');document.querySelectorAll('[${HEAD_MARK}]').forEach(function(n){n.remove()})}})()</script>`

/**
 * The app's scripts are requested after the first paint: the static page is drawn from the HTML alone, without
 * competing with ~150 KB of JavaScript for the first round trips, then React hydrates it. The entry and the
 * chunks Vite would preload are all requested at once, so there is no import waterfall.
 */
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

export const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/**
 * Writes dist/<page>.html for each path: the built index.html with the page's head tags, its styles and its
 * markup already in place (decision 013). The browser paints it before any script runs; the app then renders
 * the same markup over it. `vite preview` and static hosts serve /sobre from sobre.html.
 */
export async function prerenderPages(options: { outDir: string; configFile: string | false; paths: string[] }) {
  const template = bootAfterPaint(readFileSync(join(options.outDir, 'index.html'), 'utf8'))
  const server = await createServer({
    configFile: options.configFile,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  try {
    const { renderPage } = (await server.ssrLoadModule(ENTRY)) as { renderPage: (path: string) => Promise<string> }
    for (const path of options.paths) {
      const html = await renderPage(path).catch((error: unknown) => {
        throw new Error(`Falha ao pré-renderizar ${path}: ${error instanceof Error ? error.stack : String(error)}`)
      })
      const { headTags, styles, body } = splitPage(html)
      // Scripts or templates in the markup mean a boundary was still pending: that HTML would need JS to show.
      if (/<script|<template/.test(body)) throw new Error(`Pré-renderização de ${path} incompleta (Suspense pendente)`)
      const marked = headTags.map((t) => t.replace(/^<(title|meta|link)/, `<$1 ${HEAD_MARK}`))
      const title = marked.find((t) => t.startsWith('<title'))
      const page = template
        .replace(/<title>[\s\S]*?<\/title>/, title ?? '$&')
        .replace('</head>', `${marked.filter((t) => t !== title).join('')}${styles}</head>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${body}</div>${guard}`)
      writeFileSync(join(options.outDir, fileFor(path)), page)
    }
  } finally {
    await server.close()
  }
}
