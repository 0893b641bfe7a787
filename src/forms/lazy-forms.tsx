import { Center, Spinner } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { getFormHead, loadFormModule } from './form-index.ts'
import { FormBodyPlaceholder, FormPageFrame } from './page/form-page-frame.tsx'

// RJSF, the Chakra theme and each form's validator live in lazy chunks: pages without a form never load them.
const FormPage = lazy(() => import('./page/form-page.tsx'))
const EmbeddedFormView = lazy(() => import('./page/embedded-form.tsx'))

const Loading = () => (
  <Center py={20} aria-busy="true">
    <Spinner size="lg" color="orange.500" aria-label="Carregando formulário" />
  </Center>
)

export function LazyFormPage({ id }: { id: string }) {
  void loadFormModule(id) // fetch the form's chunk alongside the renderer's
  return (
    <FormPageFrame head={getFormHead(id)}>
      <Suspense fallback={<FormBodyPlaceholder />}>
        <FormPage id={id} />
      </Suspense>
    </FormPageFrame>
  )
}

export function EmbeddedForm({ id }: { id: string }) {
  void loadFormModule(id)
  return (
    <Suspense fallback={<Loading />}>
      <EmbeddedFormView id={id} />
    </Suspense>
  )
}
