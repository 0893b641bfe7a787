import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ReviewSummary } from '#functions/workspace-contract/editor-review-calls.ts'
import { FormEntries, formEntries, type FormEntry } from '../../src/editor/screens/form-entries.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

/**
 * The editor's list (issue 45 item 4): every questionnaire by its title with its state as the server says it, those
 * only the server knows (sent from another device) included, and no id anywhere on it.
 */
const review = (formId: string, title: string, state: ReviewSummary['state']): ReviewSummary => ({
  formId,
  title,
  state,
  number: 1,
  url: 'https://github.example/pull/1',
  at: '2026-11-29T03:00:00Z',
})

const local: FormEntry[] = [
  { id: 'event', title: 'Briefing para Landing Page de Evento' },
  { id: 'social-media', title: 'Briefing de Social Media' },
  { id: 'landing-page', title: 'Briefing de Landing Page' },
  { id: 'website', title: 'Briefing de Site' },
  { id: 'seo', title: 'Briefing de SEO' },
  { id: 'rascunho-local', title: 'Rascunho daqui', state: 'new' },
]
const reviews = [
  review('event', 'Briefing de Evento (novo nome)', 'open'),
  review('social-media', 'Briefing de Social Media', 'approved'),
  review('landing-page', 'Briefing de Landing Page', 'published'),
  review('website', 'Briefing de Site', 'refused'),
  review('briefing-video-institucional', 'Briefing de Vídeo Institucional', 'open'),
]

const rows = () => within(screen.getByRole('list', { name: 'Questionários' })).getAllByRole('listitem')

test('each questionnaire by its title with its state from the server, one sent from another device included, and no id', () => {
  renderWithProviders(<FormEntries entries={formEntries(local, reviews)} />)
  expect(rows().map((row) => row.textContent?.trim())).toEqual([
    'Briefing de Evento (novo nome) em revisão',
    'Briefing de Social Media aprovado',
    'Briefing de Landing Page publicado',
    'Briefing de Site recusado',
    'Briefing de SEO publicado',
    'Rascunho daqui novo, não enviado',
    'Briefing de Vídeo Institucional em revisão',
  ])
  const list = screen.getByRole('list', { name: 'Questionários' })
  for (const id of [...local.map((e) => e.id), 'briefing-video-institucional']) expect(list.textContent).not.toContain(id)
  expect(screen.getByRole('link', { name: 'Briefing de Vídeo Institucional' }).getAttribute('href')).toBe(
    '/editor/briefing-video-institucional',
  )
})

test('before the server answers (or under npm run dev) the list is what this browser knows, with no state invented', () => {
  renderWithProviders(<FormEntries entries={formEntries(local, undefined)} />)
  expect(rows().map((row) => row.textContent?.trim())).toEqual([
    'Briefing para Landing Page de Evento',
    'Briefing de Social Media',
    'Briefing de Landing Page',
    'Briefing de Site',
    'Briefing de SEO',
    'Rascunho daqui novo, não enviado',
  ])
})
