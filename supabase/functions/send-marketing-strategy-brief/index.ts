// The form this function serves is the one whose schemas/*.json declares x-form.submit.function = "send-marketing-strategy-brief".
import { serveForm } from '../_shared/serve-form.ts'

serveForm('send-marketing-strategy-brief')
