import { Center, Spinner } from '@chakra-ui/react'
import { Suspense } from 'react'
import { RouteErrorBoundary } from '../lib/ui/route-error-boundary.tsx'
import { lazyWithRetry } from '../lib/lazy-with-retry.tsx'
import { getFormHead, loadFormModule } from './form-index.ts'
import type { FormId } from './form-ids.ts'
import { FormBodyPlaceholder, FormPageFrame } from './page/form-page-frame.tsx'

// RJSF, the theme and the validators live in lazy chunks: pages without a form never load them.
const FormPage = lazyWithRetry(() => import('./page/form-page.tsx'))
const EmbeddedFormView = lazyWithRetry(() => import('./page/embedded-form.tsx'))

const Loading = ({ minH }: { minH?: string }) => (
  <Center py={20} minH={minH} aria-busy="true">
    <Spinner size="lg" color="orange.500" aria-label="Carregando formulário" />
  </Center>
)

export function LazyFormPage({ id }: { id: FormId }) {
  void loadFormModule(id) // fetch the form's chunk alongside the renderer's
  return (
    <FormPageFrame head={getFormHead(id)}>
      <RouteErrorBoundary>
        <Suspense fallback={<FormBodyPlaceholder />}>
          <FormPage id={id} />
        </Suspense>
      </RouteErrorBoundary>
    </FormPageFrame>
  )
}

/** `reserve`: the height kept while the form loads (the form's own once drawn, whatever it shows later). */
export function EmbeddedForm({ id, reserve }: { id: string; reserve?: string }) {
  void loadFormModule(id)
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading minH={reserve} />}>
        <EmbeddedFormView id={id} />
      </Suspense>
    </RouteErrorBoundary>
  )
}
