import { useCallback, useState } from 'react'
import { EDITOR_SAVE_PATH } from '#form-core'
import type { Texts } from '../model/form-model.ts'

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
export function useDevSave(id: string, onSaved: (texts: Texts) => void) {
  const [status, setStatus] = useState<SaveStatus>()
  const save = useCallback(
    async (texts: Texts) => {
      setStatus({ kind: 'busy', text: 'Salvando…' })
      try {
        const response = await fetch(EDITOR_SAVE_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, ...texts }),
        })
        const body = (await response.json()) as { ok: boolean; message?: string }
        if (!body.ok) return setStatus({ kind: 'error', text: `Não salvo: ${body.message ?? 'o servidor recusou.'}` })
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
