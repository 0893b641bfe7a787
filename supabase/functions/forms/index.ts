// Every questionnaire's server entry: POST /functions/v1/forms/<form id> (docs/backend.md).
import { deployedFormsDeps } from '../_shared/forms-function/deployed-forms.ts'
import { createFormsApp } from '../_shared/forms-function/forms-app.ts'
import { functionsApp } from '../_shared/platform/functions-app.ts'
import { FORMS_FUNCTION } from '../_shared/form-core/index.ts'

Deno.serve(functionsApp({ [FORMS_FUNCTION]: createFormsApp(deployedFormsDeps()) }).fetch)
