import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'
import type { FormKind, FormMeta, ServiceId } from '#form-core'
import type { FormId } from './form-ids.ts'

/** What every page may know of a form without loading its metadata: enough to route to it and title it. */
export interface FormHead {
  id: FormId
  kind: FormKind
  route: string | null
  title: string
  intro?: string
  /** The services of /servicos this briefing serves (x-form.services): each service lists its briefings from here. */
  services?: ServiceId[]
}

export interface FormEntry extends FormMeta {
  id: string
  fieldCount: number
}

export interface FormModule {
  schema: RJSFSchema
  uiSchema: UiSchema
  validateFns: ValidatorFunctions
  /** The schema's hash (form-core/schema-hash.ts): sent with the answers so the server validates with the same schema. */
  revision: string
}

/** Under `npm run dev`, a form file changed on disk (scripts/vite/forms-modules.ts): `{ file, text }`, the path from the project. */
export const FORMS_CHANGED = 'excellis:forms-changed'

export interface FormsChanged {
  file: string
  /** The file's new text; null when it was deleted. */
  text: string | null
}
