// The form this function serves is the one whose schemas/*.json declares x-form.submit.function = "send-contact-form".
import { serveForm } from '../_shared/serve-form.ts'

serveForm('send-contact-form')
