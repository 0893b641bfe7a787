// Every questionnaire's server entry: POST /functions/v1/forms/<form id> (docs/backend.md).
import { deployedFormsDeps } from '../_shared/deployed-forms.ts'
import { createFormsApp, functionsApp } from '../_shared/forms-app.ts'
import { FORMS_FUNCTION } from '../_shared/form-core/index.ts'

Deno.serve(functionsApp({ [FORMS_FUNCTION]: createFormsApp(deployedFormsDeps()) }).fetch)
