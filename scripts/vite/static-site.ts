import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { site } from '../../src/content/pages.ts'
import { loadForms } from '../forms/load-forms.ts'
import { runtimeEnv, type RawEnv } from '#functions/platform/environment.ts'
import { headersFile, redirectsFile, rewriteOf } from '../site/host-rules.ts'
import { prerenderPages } from '../site/prerender.ts'
import { siteSettings } from './site-env.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from '../site/sitemap.ts'
import { staticPages } from '../site/static-pages.ts'

// The origin comes from src/content/contact.ts, like the canonical and Open Graph links the pages render.
const siteUrl = () => site.url.replace(/\/$/, '')

/** Favicon link, sitemap.xml, robots.txt and static HTML for every listed URL plus a 404.html (decisions 013 and 040). */
export function sitePlugin(): Plugin[] {
  return [chakraThemeSubset(), siteBuild()]
}

const THEME_SUBSET = join(import.meta.dirname, '../site/chakra-theme-subset.js')

/** Points system.ts's theme import at the subset file (see its header); everyone else keeps Chakra's index. */
function chakraThemeSubset(): Plugin {
  return {
    name: 'excellis-chakra-theme-subset',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@chakra-ui/react/theme' && importer?.replace(/\\/g, '/').endsWith('/src/app/system.ts') ? THEME_SUBSET : null
    },
  }
}

function siteBuild(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'excellis-site',
    // The year the static HTML is written with; the footer hydrates with it (useCopyrightYear in src/components/layout/site-footer.tsx).
    config: () => ({ define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) } }),
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head' }],
    generateBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      const entries = sitemapEntries(loadForms())
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl(), entries) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl()) })
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      const pages = staticPages(sitemapEntries(loadForms()), loadForms())
      // The same settings the pages were built with (virtual:site-env): where they may send requests.
      const source: RawEnv = (name) => (config.env[name] as string | undefined) ?? runtimeEnv(name)
      const settings = siteSettings(source, { dev: false })
      const [connect, robotCheck] = 'problem' in settings ? [[], false] : [[settings.backendUrl], settings.captchaSiteKey !== '']
      await prerenderPages({ outDir: config.build.outDir, configFile: config.configFile ?? false, pages, policy: { connect, robotCheck } })
      writeFileSync(join(config.build.outDir, '_headers'), headersFile())
      writeFileSync(join(config.build.outDir, '_redirects'), redirectsFile())
    },
    // `vite preview` routes as the host does, so the production-build tests load the staff pages' own files.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const to = rewriteOf(new URL(req.url ?? '/', 'http://preview').pathname)
        if (to) req.url = to
        next()
      })
    },
  }
}
