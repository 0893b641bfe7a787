import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Confirmation, Notice } from '#form-core'
import type { ConfirmationState } from '../../lib/ui/confirmation-notice.tsx'
import type { FormEntry } from '../form-entry.ts'
import { submitForm, type FormData } from '../submit/submit-form.ts'

type ToastOptions = Parameters<(typeof import('../../lib/ui/toaster.tsx'))['toaster']['create']>[0]

/** What the page says beside the button; `success` when it is good news whose toast could not be shown. */
export type SubmitAlert = Notice & { success?: boolean }

/** No answer from the server at all: offline, a dropped connection, or a piece of the page that failed to download. */
export const connectionAlert = (buttonLabel: string): Notice => ({
  title: 'Não foi possível enviar: falha na conexão',
  description: `Suas respostas continuam salvas neste navegador. Verifique a internet e toque em “${buttonLabel}” de novo.`,
})

const confirmationState = (confirmation: Confirmation, reference?: string): ConfirmationState => ({ confirmation, reference })

// The toast machine is only needed once something was sent: fetched then, not with the page. Fetching it may
// fail like any request on a phone; the caller then shows the notice inline.
const showToast = async (options: ToastOptions) => (await import('../../lib/ui/toaster.tsx')).toaster.create(options)

/** Sends the answers; whatever fails, the button comes back and the visitor is told (issue 25: no frozen button). */
export function useFormSubmit(form: FormEntry, revision: string, onSuccess: (reference?: string) => void) {
  const [submitting, setSubmitting] = useState(false)
  // Shown beside the button: the connection failure, or a notice whose toast could not be shown.
  const [alert, setAlert] = useState<SubmitAlert | null>(null)
  const navigate = useNavigate()
  const notify = (options: ToastOptions & Notice) =>
    showToast(options).catch(() =>
      setAlert({ title: options.title, description: options.description, success: options.type === 'success' }),
    )

  const submit = async (data: FormData) => {
    setSubmitting(true)
    setAlert(null)
    try {
      const result = await submitForm(form.id, data, { revision })
      if (result.ok) {
        void notify({ ...form.notices.success, type: 'success', duration: 6000 })
        onSuccess(result.reference)
        // The destination says it too, in place (the layout's band), for longer than the toast's 6 s.
        if (form.afterSuccess)
          navigate(form.afterSuccess, { state: form.confirmation && confirmationState(form.confirmation, result.reference) })
        return
      }
      console.error(`Falha ao enviar o formulário "${form.id}"`, result.error)
      const { refusal } = result
      if (!refusal) setAlert(connectionAlert(form.buttons.submit))
      else if (refusal.code === 'revision_unknown') {
        // The draft (written before the submit) brings the answers back after the reload, fitted to the new revision.
        void notify({
          title: 'Este formulário foi atualizado',
          description: refusal.message,
          type: 'warning',
          duration: 60_000,
          action: { label: 'Recarregar a página', onClick: () => window.location.reload() },
        })
      } else {
        // The server's own sentence when it refused for a reason the visitor can act on (a limit, a field).
        const reason = refusal.status >= 400 && refusal.status < 500 ? refusal.message : undefined
        void notify({ ...form.notices.failure, ...(reason ? { description: reason } : {}), type: 'error', duration: 8000 })
      }
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, submit, alert }
}
