import { ChakraProvider } from '@chakra-ui/react'
import { prerender } from 'react-dom/static'
import { Route, Routes, StaticRouter } from 'react-router-dom'
import { AppRoutes } from '../../src/app/routes.tsx'
import { getSystem } from '../../src/app/system.ts'
import { SiteLayout } from '../../src/components/layout/site-layout.tsx'
import { PageShell, type PageShellProps } from '../../src/components/site/page-shell.tsx'

/** Renders one URL as src/main.tsx does in the browser; with `shell`, the page's shell instead (decision 040). */
export async function renderPage(path: string, shell?: PageShellProps): Promise<string> {
  // React outlines Suspense boundaries over 12.8 kB: wrong for a static page that must paint without scripts.
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
