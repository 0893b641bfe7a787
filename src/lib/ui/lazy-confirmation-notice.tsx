import { lazy } from 'react'

/**
 * The confirmation's chunk, fetched only after a send: the form starts it with the send and shows the notice once
 * both have arrived, so the emptied form never gives way to a blank space (issue 43); the layout's band, after a
 * send that went elsewhere, finds it already fetched.
 */
export const loadConfirmationNotice = () => import('./confirmation-notice.tsx')

export const LazyConfirmationNotice = lazy(() => loadConfirmationNotice().then((mod) => ({ default: mod.ConfirmationNotice })))
