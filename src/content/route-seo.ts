import type { FormMeta } from '#form-core'
import { pageList, type OwnHeadTag, type PageSeo } from './pages.ts'

// The frame renders the rest of the head (decision 040), so every tag is owned by React and leaves with the page.
export interface FramedHead {
  seo: PageSeo
  pageRenders: readonly OwnHeadTag[]
}

type RoutedFormMeta = Pick<FormMeta, 'title' | 'intro' | 'seo'> & { route: string }

/** Longest description a link preview or a results page shows whole. */
const DESCRIPTION_MAX = 160

const clip = (text: string) => (text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`)

export function formSeo(form: RoutedFormMeta): PageSeo {
  return {
    path: form.route,
    title: form.seo?.title ?? `${form.title} | Excellis`,
    description: form.seo?.description ?? clip(form.intro ?? form.title),
  }
}

const formPageRenders = (form: RoutedFormMeta): readonly OwnHeadTag[] => (form.seo ? ['title', 'description'] : ['title'])

export function formHeads(forms: readonly RoutedFormMeta[]): Map<string, FramedHead> {
  return new Map(forms.map((form) => [form.route, { seo: formSeo(form), pageRenders: formPageRenders(form) }]))
}

export function framedHeads(forms: readonly RoutedFormMeta[]): Map<string, FramedHead> {
  const shells = pageList.flatMap((page) => (page.shell ? [[page.path, { seo: page, pageRenders: page.shell }] as const] : []))
  return new Map([...shells, ...formHeads(forms)])
}
