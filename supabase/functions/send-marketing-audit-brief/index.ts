// The form this function serves is the one whose schemas/*.json declares x-form.submit.function = "send-marketing-audit-brief".
import { serveForm } from '../_shared/serve-form.ts'

serveForm('send-marketing-audit-brief')
