import { Suspense, use } from 'react'
import { useLocation } from 'react-router-dom'
import { pageList } from '../../content/pages.ts'
import { routedForms } from '../../forms/form-index.ts'
import { Seo } from './seo.tsx'

// Apart from seo.tsx on purpose: the lazy pages import Seo, and a form-index import there splits the index into a
// chunk of its own (one more request, +0.3 KB gzip on the home).
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
const shellPages = new Map(pageList.filter((page) => page.shell).map((page) => [page.path, page]))

function FormHead({ path }: { path: string }) {
  const head = use(loadFormHeads()).get(path)
  return head ? <Seo page={head.seo} omit={head.pageRenders} /> : null
}

/**
 * Completes the head of the pages that do not render `Seo` themselves (every routed form, the table's shells: the audit checklist):
 * canonical, Open Graph and whatever of title/description the page leaves out (decision 040).
 */
export function RouteHead() {
  const { pathname } = useLocation()
  const shell = shellPages.get(pathname)
  if (shell) return <Seo page={shell} omit={shell.shell} />
  if (!formRoutes.has(pathname)) return null
  return (
    <Suspense fallback={null}>
      <FormHead path={pathname} />
    </Suspense>
  )
}
