import { Box } from '@chakra-ui/react'
import { Suspense, type ReactNode } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { SiteLayout } from '../components/layout/site-layout.tsx'
import { RouteErrorBoundary } from '../components/site/route-error-boundary.tsx'
import { LazyFormPage } from '../forms/lazy-forms.tsx'
import { routedForms } from '../forms/form-index.ts'
import { lazyWithRetry } from '../lib/lazy-with-retry.tsx'
import HomePage from '../pages/home-page.tsx'
import { devRoutes } from './dev-routes.tsx'

// Each page's chunk is fetched again when the visitor retries after it failed to download (lazy-with-retry.tsx).
const AboutPage = lazyWithRetry(() => import('../pages/about-page.tsx'))
const AuditPage = lazyWithRetry(() => import('../tools/audit/audit-page.tsx'))
const BriefingsPage = lazyWithRetry(() => import('../pages/briefings-page.tsx'))
const BriefingThanksPage = lazyWithRetry(() => import('../pages/briefing-thanks-page.tsx'))
const ContactPage = lazyWithRetry(() => import('../pages/contact-page.tsx'))
const NotFoundPage = lazyWithRetry(() => import('../pages/not-found-page.tsx'))
const PrivacyPage = lazyWithRetry(() => import('../pages/privacy-page.tsx'))
const ServicesPage = lazyWithRetry(() => import('../pages/services-page.tsx'))
const TermsPage = lazyWithRetry(() => import('../pages/terms-page.tsx'))
const EditorPage = lazyWithRetry(() => import('../editor/editor-page.tsx'))

// On a prerendered URL the fallback never shows: hydration keeps the static HTML until the page's code arrives.
// Elsewhere (the audit's static shell, an in-app navigation) a screen's height is held, so the footer does not
// jump up into view and back down when the page arrives.
// Each route has its own error boundary: a page that fails shows the retry message under the site's header and footer.
const page = (element: ReactNode) => (
  <RouteErrorBoundary>
    <Suspense fallback={<Box minH="100vh" />}>{element}</Suspense>
  </RouteErrorBoundary>
)

const staticPages: RouteObject[] = [
  { path: '/briefings', element: page(<BriefingsPage />) },
  { path: '/briefing-obrigado', element: page(<BriefingThanksPage />) },
  { path: '/contato', element: page(<ContactPage />) },
  { path: '/sobre', element: page(<AboutPage />) },
  { path: '/servicos', element: page(<ServicesPage />) },
  { path: '/auditoria', element: page(<AuditPage />) },
  { path: '/privacidade', element: page(<PrivacyPage />) },
  { path: '/termos', element: page(<TermsPage />) },
  { path: '/editor', element: page(<EditorPage />) },
  { path: '/editor/:id', element: page(<EditorPage />) },
]

/** Form routes come from the registry: a new schema with a route gets its page with no code change. */
const formPages: RouteObject[] = routedForms.map((form) => ({
  path: form.route,
  element: <LazyFormPage key={form.id} id={form.id} />,
}))

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <RouteErrorBoundary><HomePage /></RouteErrorBoundary> },
      ...staticPages,
      ...formPages,
      ...devRoutes,
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]

/**
 * The route table as an element. app.tsx renders it in a BrowserRouter and the build's prerender in a
 * StaticRouter: the declarative router is ~16 KB gzip lighter than the data router (createBrowserRouter),
 * whose loaders and actions the site does not use (decision 015).
 */
export function AppRoutes() {
  return useRoutes(routes)
}
