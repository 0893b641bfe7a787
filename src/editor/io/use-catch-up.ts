import { useEffect, useRef, useState } from 'react'
import type { FormTexts } from '#form-core'
import { mergeForm, type FileConflict } from '../model/merge.ts'
import { useReviewState, type OpenedReview } from './review-calls.ts'

const same = (a: FormTexts, b: FormTexts) => a.schema === b.schema && a.uiSchema === b.uiSchema

/** What the bar says once the page caught up with a send from elsewhere. */
export const CAUGHT_UP = {
  taken: 'Outro aparelho ou colega enviou para esta revisão: a página mostra a versão nova.',
  carried: 'Outro aparelho ou colega enviou para esta revisão: as suas alterações não enviadas foram levadas para a versão nova.',
  asked: 'Outro aparelho ou colega enviou para esta revisão e mudou o mesmo que você: escolha abaixo qual versão fica.',
} as const

/** A newer version of the review, and the questions both sides changed, waiting for the marketer's choice. */
export interface Pending {
  head: string
  theirs: FormTexts
  conflicts: FileConflict[]
}

/**
 * No edit is ever lost (issue 45 item 3, decision 219): while the page is open (the review's state asked every 30 s
 * and when the tab gets focus again), a review that moved past the head this page knows (another device or colleague
 * sent) is taken in at once. The tab's unsent edits are carried onto it with the editor's three-way merge (base: what
 * the tab opened or last sent, `saved`; theirs: the review's texts; mine: the tab's); where both changed the same
 * value, `pending` asks which stays, and `resolve` applies the answers. `apply` makes the new version the page's base.
 */
export function useCatchUp(props: {
  id: string
  opened?: OpenedReview
  saved: FormTexts
  texts: FormTexts
  /** A send is in flight: its own answer moves the head, and is not someone else's. */
  sending: boolean
  apply(next: { head: string; theirs: FormTexts; texts: FormTexts; said: string }): void
}) {
  const { opened, sending } = props
  const review = useReviewState(props.id)
  const [pending, setPending] = useState<Pending>()
  const now = useRef(props)
  useEffect(() => {
    now.current = props
  })
  const newer = review?.state === 'open' && review.head !== opened?.head && review.head !== pending?.head && !sending ? review : undefined
  useEffect(() => {
    if (!newer) return
    const { saved, texts, apply } = now.current
    // This page's own send, answered before the page recorded its head.
    if (same(newer.files, texts)) return apply({ head: newer.head, theirs: newer.files, texts, said: CAUGHT_UP.taken })
    if (same(texts, saved)) return apply({ head: newer.head, theirs: newer.files, texts: newer.files, said: CAUGHT_UP.taken })
    const merged = mergeForm(saved, texts, newer.files)
    if (merged.texts) apply({ head: newer.head, theirs: newer.files, texts: merged.texts, said: CAUGHT_UP.carried })
    else setPending({ head: newer.head, theirs: newer.files, conflicts: merged.conflicts })
    // One catch-up per head the review reaches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newer?.head])

  const resolve = (picks: Record<string, 'ours' | 'theirs'>) => {
    if (!pending) return
    const { saved, texts, apply } = now.current
    const merged = mergeForm(saved, texts, pending.theirs, picks)
    if (!merged.texts) return setPending({ ...pending, conflicts: merged.conflicts })
    setPending(undefined)
    apply({ head: pending.head, theirs: pending.theirs, texts: merged.texts, said: CAUGHT_UP.carried })
  }
  return { pending, resolve }
}
