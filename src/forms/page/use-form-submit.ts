import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { FormEntry } from '../form-meta.ts'
import { submitForm, type FormData } from '../submit/submit-form.ts'

/**
 * The submit life cycle every form shares: sending → success (notice, optional clear, destination)
 * or failure (error logged, destructive notice, answers kept).
 */
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
      toaster.create({ ...form.notices.failure, type: 'error', duration: 8000 })
      return
    }
    toaster.create({ ...form.notices.success, type: 'success', duration: 6000 })
    onSuccess()
    if (form.afterSuccess) navigate(form.afterSuccess)
  }

  return { submitting, submit }
}
