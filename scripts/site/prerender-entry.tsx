import { ChakraProvider } from '@chakra-ui/react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from '../../src/app/routes.tsx'
import { system } from '../../src/app/system.ts'

/**
 * Loaded by scripts/site/prerender.ts through Vite's SSR loader: renders one URL of the app to HTML the way
 * app.tsx renders it in the browser (same providers, same route table). `prerender` waits for lazy pages.
 */
export async function renderPage(path: string): Promise<string> {
  // React outlines Suspense boundaries bigger than 12.8 kB (a fallback plus an inline script that swaps the
  // content in later): fine for streaming, wrong for a static page that must paint without scripts.
  const { prelude } = await prerender(app(path), { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

function app(path: string) {
  return (
    <ChakraProvider value={system}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </ChakraProvider>
  )
}
