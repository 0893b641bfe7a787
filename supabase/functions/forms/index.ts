// Every questionnaire's server entry: POST /functions/v1/forms/<form id> (docs/backend.md).
import { serveForms } from '../_shared/serve-forms.ts'

serveForms()
