import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// Pages the build prerendered (scripts/site/prerender.ts, decision 013) are hydrated: React adopts the static
// HTML instead of rebuilding it. In a transition, hydration yields to the browser every few milliseconds
// instead of blocking the main thread for the whole page.
if (container.dataset.prerendered) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)
