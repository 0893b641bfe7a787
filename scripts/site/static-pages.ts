import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageShellProps } from '../../src/components/site/page-shell.tsx'
import { framedHeads } from '../../src/content/route-seo.ts'
import { pageList, sitePages } from '../../src/content/pages.ts'
import { PROJECT_PATHS, type FormMeta } from '#form-core'
import type { FormHead } from '../../src/forms/form-entry.ts'
import type { SitemapEntry } from './sitemap.ts'
import { formHeadOf, rootDir, type FormFiles } from '../forms/load-forms.ts'

/** `page` is prerendered and hydrated; `shell` is the frame the app renders over (forms keep state in the browser) (decision 040). */
export type StaticPage =
  | { kind: 'page'; path: string; file: string }
  | { kind: 'shell'; path: string; file: string; shell: PageShellProps }
  | { kind: 'not-found'; path: string; file: string; knownPaths: string[] }

/** Paths the build renders whole to static HTML and the app hydrates (decision 013). */
export const prerenderedPaths: string[] = pageList.filter((p) => !p.shell).map((p) => p.path)

export const NOT_FOUND_PATH = '/404'

export const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

interface ChecklistHeading {
  title: string
  intro?: string
}

const readChecklist = (): ChecklistHeading =>
  JSON.parse(readFileSync(join(rootDir, PROJECT_PATHS.auditChecklist), 'utf8')) as ChecklistHeading

/** A sitemap URL without its own head fails the build: a crawler would otherwise receive the home's. */
export function staticPages(sitemap: SitemapEntry[], forms: FormFiles[], checklist: ChecklistHeading = readChecklist()): StaticPage[] {
  const routed = forms.flatMap((f) => {
    const meta = f.schema['x-form'] as FormMeta | undefined
    return meta?.route ? [{ ...meta, id: f.id, route: meta.route }] : []
  })
  const formByRoute = new Map(routed.map((f): [string, FormHead] => [f.route, formHeadOf(f.id, f)]))
  // The same heads the frame completes in the browser (RouteHead), so the app adopts the tags written here.
  const heads = framedHeads(routed)
  const headings = new Map<string, ChecklistHeading>([[sitePages.audit.path, checklist], ...routed.map((f) => [f.route, f] as const)])
  const shells = new Map<string, PageShellProps>()
  for (const [path, head] of heads) {
    const { title, intro } = headings.get(path)!
    const form = formByRoute.get(path)
    shells.set(path, { head, heading: title, intro, ...(form ? { form } : {}) })
  }
  const paths = [...new Set([...sitemap.map((e) => e.path), ...prerenderedPaths])]
  const pages = paths.map((path): StaticPage => {
    if (prerenderedPaths.includes(path)) return { kind: 'page', path, file: fileFor(path) }
    const shell = shells.get(path)
    if (shell) return { kind: 'shell', path, file: fileFor(path), shell }
    throw new Error(`${path} está no sitemap mas não tem título e descrição próprios (src/content/pages.ts, decisão 040)`)
  })
  return [...pages, { kind: 'not-found', path: NOT_FOUND_PATH, file: '404.html', knownPaths: paths }]
}
