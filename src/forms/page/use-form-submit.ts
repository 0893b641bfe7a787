import { useState, type ComponentType } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Confirmation, Notice } from '#form-core'
import type { ConfirmationNotice, ConfirmationState } from '../../lib/ui/confirmation-notice.tsx'
import { loadConfirmationNotice } from '../../lib/ui/lazy-confirmation-notice.tsx'
import type { FormEntry } from '../form-entry.ts'
import { submitForm, type FormData } from '../submit/submit-form.ts'

type ToastOptions = Parameters<(typeof import('../../lib/ui/toaster.tsx'))['toaster']['create']>[0]

/**
 * What the page says beside the button, until the next send: every failure (a toast went after 8 s and covered the
 * button, issue 43), or good news whose toast could not be shown (`success`). `kept` says the answers are still here.
 */
export type SubmitAlert = Notice & { success?: boolean; kept?: string; action?: { label: string; onClick: () => void } }

/** The confirmation, drawn at once when the send is accepted (its chunk came with the send). */
export type NoticeComponent = ComponentType<Parameters<typeof ConfirmationNotice>[0]>

const keptLine = (buttonLabel: string) => `Suas respostas continuam salvas neste navegador: toque em “${buttonLabel}” para tentar de novo.`

/** No answer from the server at all: offline, a dropped connection, or a piece of the page that failed to download. */
export const connectionAlert = (buttonLabel: string): Notice => ({
  title: 'Não foi possível enviar: falha na conexão',
  description: `Suas respostas continuam salvas neste navegador. Verifique a internet e toque em “${buttonLabel}” de novo.`,
})

const confirmationState = (confirmation: Confirmation, reference?: string): ConfirmationState => ({ confirmation, reference })

// The toast machine is only needed once something was sent: fetched then, not with the page. Fetching it may
// fail like any request on a phone; the caller then shows the notice inline.
const loadToaster = () => import('../../lib/ui/toaster.tsx')

/** Sends the answers; whatever fails, the button comes back and the visitor is told (issue 25: no frozen button). */
export function useFormSubmit(
  form: FormEntry,
  revision: string,
  onSuccess: (notice: NoticeComponent | undefined, reference?: string) => void,
) {
  const [submitting, setSubmitting] = useState(false)
  const [alert, setAlert] = useState<SubmitAlert | null>(null)
  const navigate = useNavigate()

  const submit = async (data: FormData) => {
    setSubmitting(true)
    setAlert(null)
    // Fetched while the answers travel: what follows an accepted send is drawn in the same frame as the form goes.
    // A form that declares its confirmation says it there, once: a toast beside it repeated it with another promise
    // ("em breve" under "em até 24 horas", issue 43's play-test). The toast is for the forms without one.
    const toaster = form.confirmation ? undefined : loadToaster().catch(() => undefined)
    const notice = form.confirmation ? loadConfirmationNotice().catch(() => undefined) : undefined
    try {
      const result = await submitForm(form.id, data, { revision })
      if (result.ok) {
        const [toasts, confirmation] = await Promise.all([toaster, notice])
        const { title, description } = form.notices.success
        if (toasts) toasts.toaster.create({ title, description, type: 'success', duration: 6000 } satisfies ToastOptions)
        else if (!form.confirmation) setAlert({ title, description, success: true })
        onSuccess(confirmation?.ConfirmationNotice, result.reference)
        // A form with a destination and a confirmation says it there, in place (the layout's band).
        if (form.afterSuccess)
          navigate(form.afterSuccess, { state: form.confirmation && confirmationState(form.confirmation, result.reference) })
        return
      }
      console.error(`Falha ao enviar o formulário "${form.id}"`, result.error)
      const { refusal } = result
      if (!refusal) setAlert(connectionAlert(form.buttons.submit))
      else if (refusal.code === 'revision_unknown') {
        // The draft (written before the submit) brings the answers back after the reload, fitted to the new revision.
        setAlert({
          title: 'Este formulário foi atualizado',
          description: refusal.message,
          action: { label: 'Recarregar a página', onClick: () => window.location.reload() },
        })
      } else {
        // The server's own sentence when it refused for a reason the visitor can act on (a limit, a field).
        const reason = refusal.status >= 400 && refusal.status < 500 ? refusal.message : undefined
        setAlert({ ...form.notices.failure, ...(reason ? { description: reason } : {}), kept: keptLine(form.buttons.submit) })
      }
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, submit, alert }
}
