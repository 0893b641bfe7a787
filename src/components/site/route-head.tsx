import { Suspense, use } from 'react'
import { useLocation } from 'react-router-dom'
import { pageList } from '../../content/pages.ts'
import { routedForms } from '../../forms/form-index.ts'
import { Seo } from './seo.tsx'

// Apart from seo.tsx: a form-index import there splits the index into its own chunk (+0.3 KB gzip on the home).
type FormHeads = (typeof import('./form-heads.ts'))['heads']
let formHeads: Promise<FormHeads> | undefined
const loadFormHeads = () =>
  (formHeads ??= import('./form-heads.ts').then(
    (m) => m.heads,
    (): FormHeads => {
      // A failed load costs the extra tags, never the page; the next visit retries.
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

// For pages that do not render `Seo` themselves (routed forms, shells): the tags they leave out (decision 040).
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
