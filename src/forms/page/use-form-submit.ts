import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { FormEntry } from '../form-meta.ts'
import { submitForm, type FormData } from '../submit/submit-form.ts'

export function useFormSubmit(form: FormEntry, revision: string, onSuccess: () => void) {
  const [submitting, setSubmitting] = useState(false)
  const navigate = useNavigate()

  const submit = async (data: FormData) => {
    setSubmitting(true)
    // The toast machine is only needed once something was sent: fetched alongside the request, not with the page.
    const toasts = import('../../components/ui/toaster.tsx')
    const result = await submitForm(form.id, data, { revision })
    const { toaster } = await toasts
    setSubmitting(false)
    if (!result.ok) {
      console.error(`Falha ao enviar o formulário "${form.id}"`, result.error)
      const { refusal } = result
      if (refusal?.code === 'revision_unknown') {
        // The draft (written before the submit) brings the answers back after the reload, fitted to the new revision.
        toaster.create({
          title: 'Este formulário foi atualizado',
          description: refusal.message,
          type: 'warning',
          duration: 60_000,
          action: { label: 'Recarregar a página', onClick: () => window.location.reload() },
        })
      } else {
        // The server's own sentence when it refused for a reason the visitor can act on (a limit, a field).
        const reason = refusal && refusal.status >= 400 && refusal.status < 500 ? refusal.message : undefined
        toaster.create({ ...form.notices.failure, ...(reason ? { description: reason } : {}), type: 'error', duration: 8000 })
      }
      return
    }
    toaster.create({ ...form.notices.success, type: 'success', duration: 6000 })
    onSuccess()
    if (form.afterSuccess) navigate(form.afterSuccess)
  }

  return { submitting, submit }
}
