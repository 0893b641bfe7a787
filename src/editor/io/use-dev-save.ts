import { useCallback, useState } from 'react'
import * as z from 'zod/mini'
import { EDITOR_SAVE_PATH, type FormTexts } from '#form-core'

/** What the dev server's save endpoint answers (scripts/vite/editor-files.ts writes it, the page reads it). */
export const saveAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), written: z.array(z.string()) }),
  z.object({ ok: z.literal(false), message: z.string() }),
])

export type SaveAnswer = z.infer<typeof saveAnswer>

export interface SaveStatus {
  kind: 'busy' | 'ok' | 'error'
  text: string
}

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })

/**
 * "Salvar" under `npm run dev`: the two texts to the dev server's endpoint (scripts/vite/editor-files.ts). It says what
 * it did and when ("Salvo às 10:42", one line on a phone: which files is git's to say, issue 35); the page is not reloaded (the dev server tells only the other pages), so
 * undo, the open question and the cursor stay where they were.
 */
export function useDevSave(id: string, onSaved: (texts: FormTexts) => void) {
  const [status, setStatus] = useState<SaveStatus>()
  const save = useCallback(
    async (texts: FormTexts) => {
      setStatus({ kind: 'busy', text: 'Salvando…' })
      try {
        const response = await fetch(EDITOR_SAVE_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, ...texts }),
        })
        const body = saveAnswer.safeParse(await response.json())
        if (!body.success) return setStatus({ kind: 'error', text: 'Não salvo: o servidor recusou.' })
        if (!body.data.ok) return setStatus({ kind: 'error', text: `Não salvo: ${body.data.message}` })
        onSaved(texts)
        setStatus({ kind: 'ok', text: `Salvo às ${time.format(new Date())}.` })
      } catch {
        setStatus({
          kind: 'error',
          text: 'Não salvo: o editor não conseguiu gravar. Confira se ele continua aberto no computador e tente de novo.',
        })
      }
    },
    [id, onSaved],
  )
  return { status, save, setStatus }
}
