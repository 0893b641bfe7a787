import { use } from 'react'
import { getForm, loadFormModule } from '../registry.ts'
import { FormView } from './form-view.tsx'

export default function EmbeddedForm({ id }: { id: string }) {
  return <FormView form={getForm(id)} module={use(loadFormModule(id))} />
}
