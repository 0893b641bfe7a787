import { use } from 'react'
import { RelatedForms } from '../cards/form-card.tsx'
import { getForm, loadFormModule } from '../registry.ts'
import { FormView } from './form-view.tsx'

export default function FormPage({ id }: { id: string }) {
  const form = getForm(id)
  const module = use(loadFormModule(id))
  return (
    <>
      <title>{form.seo?.title ?? `${form.title} | Excellis`}</title>
      {form.seo && <meta name="description" content={form.seo.description} />}
      <FormView form={form} module={module} />
      {form.related && form.related.length > 0 && <RelatedForms ids={form.related} />}
    </>
  )
}
