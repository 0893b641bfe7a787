import { Suspense, use } from 'react'
import { useLocation } from 'react-router-dom'
import { auditHead } from '../../content/route-seo.ts'
import { routedForms } from '../../forms/form-index.ts'
import { Seo } from './seo.tsx'

// A form's SEO texts are in the full metadata (registry.ts), which arrives with the form's page anyway: the
// first bundle only knows the routes. Until it arrives, the tags the build wrote stay (static-head.ts).
// A chunk that fails to load costs the extra tags, never the page: an empty answer, and the next visit retries.
type FormHeads = (typeof import('./form-heads.ts'))['heads']
let formHeads: Promise<FormHeads> | undefined
const loadFormHeads = () =>
  (formHeads ??= import('./form-heads.ts').then(
    (m) => m.heads,
    (): FormHeads => {
      formHeads = undefined
      return new Map()
    },
  ))

const formRoutes = new Set(routedForms.map((f) => f.route))

function FormHead({ path }: { path: string }) {
  const head = use(loadFormHeads()).get(path)
  return head ? <Seo page={head.seo} omit={head.pageRenders} /> : null
}

/**
 * Completes the head of the pages that do not render `Seo` themselves (every routed form, the audit checklist):
 * canonical, Open Graph and whatever of title/description the page leaves out (decision 040).
 */
export function RouteHead() {
  const { pathname } = useLocation()
  if (pathname === auditHead.seo.path) return <Seo page={auditHead.seo} omit={auditHead.pageRenders} />
  if (!formRoutes.has(pathname)) return null
  return (
    <Suspense fallback={null}>
      <FormHead path={pathname} />
    </Suspense>
  )
}
