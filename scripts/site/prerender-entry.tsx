import { ChakraProvider } from '@chakra-ui/react'
import { prerender } from 'react-dom/static'
import { Route, Routes, StaticRouter } from 'react-router-dom'
import { AppRoutes } from '../../src/app/routes.tsx'
import { getSystem } from '../../src/app/system.ts'
import { SiteLayout } from '../../src/components/layout/site-layout.tsx'
import { PageShell, type PageShellProps } from '../../src/components/site/page-shell.tsx'

/**
 * Loaded by scripts/site/prerender.ts through Vite's SSR loader: renders one URL of the app to HTML the way
 * src/main.tsx renders it in the browser (same providers, same route table). `prerender` waits for lazy pages.
 * With `shell`, the frame holds the page's shell instead of the page (a form or a tool, decision 040).
 */
export async function renderPage(path: string, shell?: PageShellProps): Promise<string> {
  // React outlines Suspense boundaries bigger than 12.8 kB (a fallback plus an inline script that swaps the
  // content in later): fine for streaming, wrong for a static page that must paint without scripts.
  const { prelude } = await prerender(app(path, shell), { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

function app(path: string, shell?: PageShellProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <StaticRouter location={path}>
        {shell ? (
          <Routes>
            <Route element={<SiteLayout />}>
              <Route path="*" element={<PageShell {...shell} />} />
            </Route>
          </Routes>
        ) : (
          <AppRoutes />
        )}
      </StaticRouter>
    </ChakraProvider>
  )
}
