// The form this function serves is the one whose schemas/*.json declares x-form.submit.function = "send-paid-traffic-brief".
import { serveForm } from '../_shared/serve-form.ts'

serveForm('send-paid-traffic-brief')
