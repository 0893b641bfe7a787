import { Box } from '@chakra-ui/react'
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { EDITOR_PATH, lowerCaseStaffPath, WORKSPACE_PATH } from '#form-core'
import { sitePages, type PageId } from '../content/pages.ts'
import { SiteLayout } from '../components/layout/site-layout.tsx'
import { RouteErrorBoundary } from '../lib/ui/route-error-boundary.tsx'
import { LazyFormPage } from '../forms/lazy-forms.tsx'
import { routedForms } from '../forms/form-index.ts'
import { lazyWithRetry } from '../lib/lazy-with-retry.tsx'
import HomePage from '../pages/home-page.tsx'

const lazyPages: Record<Exclude<PageId, 'home'>, ComponentType> = {
  about: lazyWithRetry(() => import('../pages/about-page.tsx')),
  audit: lazyWithRetry(() => import('../tools/audit/audit-page.tsx')),
  briefings: lazyWithRetry(() => import('../pages/briefings-page.tsx')),
  briefingThanks: lazyWithRetry(() => import('../pages/briefing-thanks-page.tsx')),
  contact: lazyWithRetry(() => import('../pages/contact-page.tsx')),
  privacy: lazyWithRetry(() => import('../pages/privacy-page.tsx')),
  services: lazyWithRetry(() => import('../pages/services-page.tsx')),
  terms: lazyWithRetry(() => import('../pages/terms-page.tsx')),
}
const NotFoundPage = lazyWithRetry(() => import('../pages/not-found-page.tsx'))

// The editor's code, the ajv compiler included, loads on these routes only.
const EditorPage = lazyWithRetry(() => import('../editor/screens/editor-page.tsx'))

// The agency's workspace: its own chunk (supabase-js's auth and PostgREST included), outside the site's frame.
const WorkspacePage = lazyWithRetry(() => import('../workspace/workspace-page.tsx'))

// Hydration keeps prerendered HTML until the code arrives; elsewhere the fallback holds a screen's height.
const page = (element: ReactNode) => (
  <RouteErrorBoundary>
    <Suspense fallback={<Box minH="100vh" />}>{element}</Suspense>
  </RouteErrorBoundary>
)

const sitePageRoutes: RouteObject[] = Object.entries(lazyPages).map(([id, Page]) => ({
  path: sitePages[id as keyof typeof lazyPages].path,
  element: page(<Page />),
}))

// Matched by case: `/EDITOR` and `/Painel/equipe` would be served without the host's headers (lowerCaseStaffPath).
const editorRoutes: RouteObject[] = [EDITOR_PATH, `${EDITOR_PATH}/:id`].map((path) => ({
  path,
  caseSensitive: true,
  element: page(<EditorPage />),
}))

/** A staff page asked in another case is loaded again at its own address, where the host's headers apply. */
function NotFoundOrStaff() {
  const staff = lowerCaseStaffPath(useLocation().pathname)
  useEffect(() => {
    if (staff) window.location.replace(`${staff}${window.location.search}${window.location.hash}`)
  }, [staff])
  return staff ? null : <NotFoundPage />
}

/** Form routes come from the registry: a new schema with a route gets its page with no code change. */
const formPages: RouteObject[] = routedForms.map((form) => ({
  path: form.route,
  element: <LazyFormPage key={form.id} id={form.id} />,
}))

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        index: true,
        element: (
          <RouteErrorBoundary>
            <HomePage />
          </RouteErrorBoundary>
        ),
      },
      ...sitePageRoutes,
      ...formPages,
      ...editorRoutes,
      { path: '*', element: page(<NotFoundOrStaff />) },
    ],
  },
  { path: `${WORKSPACE_PATH}/*`, caseSensitive: true, element: page(<WorkspacePage />) },
]

// The declarative router is ~16 KB gzip lighter than the data router, whose loaders the site does not use (decision 015).
export function AppRoutes() {
  return useRoutes(routes)
}
