import { lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'

/**
 * Tools for the team, never for visitors. `import.meta.env.DEV` is the literal `false` in a production build,
 * so the bundler drops the dynamic import and its chunk, and /dev/forms falls through to the 404 page
 * (tests/e2e/dev-forms.spec.ts checks both).
 */
const FormsPreviewPage = import.meta.env.DEV ? lazy(() => import('../dev/forms-preview/forms-preview-page.tsx')) : null

export const devRoutes: RouteObject[] = FormsPreviewPage
  ? [{ path: '/dev/forms', element: <Suspense fallback={null}><FormsPreviewPage /></Suspense> }]
  : []
