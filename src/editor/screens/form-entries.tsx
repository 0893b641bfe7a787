import { Badge, Link, List } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { EDITOR_PATH } from '#form-core'
import type { ReviewSummary } from '#functions/workspace-contract/editor-review-calls.ts'

/** A questionnaire's state on the list, in the marketer's words; `new` is one started here and never sent. */
export type EntryState = ReviewSummary['state'] | 'new'

const STATE_WORDS: Record<EntryState, { words: string; palette: string }> = {
  open: { words: 'em revisão', palette: 'orange' },
  approved: { words: 'aprovado', palette: 'blue' },
  published: { words: 'publicado', palette: 'green' },
  refused: { words: 'recusado', palette: 'red' },
  new: { words: 'novo, não enviado', palette: 'gray' },
}

export interface FormEntry {
  id: string
  title: string
  state?: EntryState
}

/**
 * The list every device shows (issue 45 item 4): the questionnaires this build knows and those this browser started,
 * each named and stated by its newest review on the server when there is one (decision 218; the server says
 * "publicado" once the site's revision is the approved one); a questionnaire only the server knows (sent from another
 * device) is added. Without the server's answer (`npm run dev`, or not yet known) the local entries stand as they are;
 * once it answered, a questionnaire of the site with no review is the published one.
 */
export function formEntries(local: FormEntry[], reviews: ReviewSummary[] | undefined): FormEntry[] {
  if (!reviews) return local
  const newest = new Map(reviews.map((r) => [r.formId, r]))
  const known = local.map((entry): FormEntry => {
    const review = newest.get(entry.id)
    if (review) return { id: entry.id, title: review.title, state: review.state }
    return entry.state ? entry : { ...entry, state: 'published' }
  })
  const ids = new Set(local.map((e) => e.id))
  const others = reviews.filter((r) => !ids.has(r.formId)).map((r) => ({ id: r.formId, title: r.title, state: r.state }))
  return [...known, ...others]
}

/** The entries as links by title with their state; no id (ids are under "Avançado" in the editor). */
export function FormEntries({ entries }: { entries: FormEntry[] }) {
  return (
    <List.Root gap={2} mb={10} ps={0} listStyleType="none" aria-label="Questionários">
      {entries.map((entry) => {
        const state = entry.state && STATE_WORDS[entry.state]
        return (
          <List.Item key={entry.id}>
            <Link asChild color="orange.700" fontWeight="medium">
              <RouterLink to={`${EDITOR_PATH}/${entry.id}`}>{entry.title}</RouterLink>
            </Link>{' '}
            {state && (
              <Badge colorPalette={state.palette} variant="subtle" ms={1}>
                {state.words}
              </Badge>
            )}
          </List.Item>
        )
      })}
    </List.Root>
  )
}
