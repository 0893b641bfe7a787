import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app/routes.tsx'
import { SiteChakraProvider } from './app/site-chakra-provider.tsx'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <SiteChakraProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteChakraProvider>
  </StrictMode>
)

// Pages the build prerendered (scripts/site/prerender.ts, decision 013) are hydrated: React adopts the static
// HTML instead of rebuilding it. Shells (forms, the audit) and the bare index.html are rendered over. Both in a
// transition, so React yields to the browser every few milliseconds instead of blocking the main thread for
// the whole page (on a form page that first render was a long task of its own, decision 090).
if (container.dataset.prerendered) startTransition(() => void hydrateRoot(container, app))
else {
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
