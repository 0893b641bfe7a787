import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app/routes.tsx'
import { SiteChakraProvider } from './app/site-chakra-provider.tsx'
import { EDITOR_PATH } from '#form-core'
import { FORMS_CHANGED } from './forms/form-entry.ts'

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

// Prerendered pages hydrate (decision 013), shells render over; in a transition, not one long task (decision 090).
if (container.dataset.prerendered) startTransition(() => void hydrateRoot(container, app))
else {
  const root = createRoot(container)
  startTransition(() => root.render(app))
}

// `npm run dev`: a form file changed on disk reloads every page but the editor's, which wrote it and keeps its undo.
if (import.meta.hot)
  import.meta.hot.on(FORMS_CHANGED, () => {
    if (!window.location.pathname.startsWith(EDITOR_PATH)) window.location.reload()
  })
