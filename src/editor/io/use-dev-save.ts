import { useCallback, useState } from 'react'
import { EDITOR_SAVE_PATH } from '#form-core'
import type { Texts } from '../model/form-model.ts'

export interface SaveStatus {
  kind: 'busy' | 'ok' | 'error'
  text: string
}

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })

/** "schemas/<id>.json e ui-schemas/<id>.json" */
export const fileList = (files: string[]) => files.join(' e ')

/**
 * "Salvar" under `npm run dev`: the two texts to the dev server's endpoint (scripts/vite/editor-files.ts). It says what
 * it did, with the time and the files; the page is not reloaded (the dev server tells only the other pages), so
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
        const body = (await response.json()) as { ok: boolean; message?: string; written?: string[] }
        if (!body.ok) return setStatus({ kind: 'error', text: `Não salvo: ${body.message ?? 'o servidor recusou.'}` })
        onSaved(texts)
        setStatus({ kind: 'ok', text: `Salvo às ${time.format(new Date())}: ${fileList(body.written ?? [])}.` })
      } catch {
        setStatus({ kind: 'error', text: 'Não salvo: o servidor de desenvolvimento não respondeu. Ele está rodando (npm run dev)?' })
      }
    },
    [id, onSaved],
  )
  return { status, save, setStatus }
}
