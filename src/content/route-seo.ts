import type { FormMeta } from '#form-core/form-meta.ts'
import { pageList, type OwnHeadTag, type PageSeo } from './pages.ts'

/**
 * A route whose page lives outside the site module (the form engine's page, the audit tool) and renders only
 * part of its head: the frame renders the rest with `<Seo omit={pageRenders}>` (decision 040), so that every
 * tag the static HTML carries is owned by React and leaves with the page on an in-app navigation.
 */
export interface FramedHead {
  seo: PageSeo
  pageRenders: readonly OwnHeadTag[]
}

type RoutedFormMeta = Pick<FormMeta, 'title' | 'intro' | 'seo'> & { route: string }

/** Longest description a link preview or a results page shows whole. */
const DESCRIPTION_MAX = 160

const clip = (text: string) => (text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`)

/**
 * A routed form's title and description, from its `x-form` (the manifest): `seo` when the form has one, its
 * title and intro otherwise. The title is the one the form page renders (src/forms/page/form-page.tsx).
 */
export function formSeo(form: RoutedFormMeta): PageSeo {
  return {
    path: form.route,
    title: form.seo?.title ?? `${form.title} | Excellis`,
    description: form.seo?.description ?? clip(form.intro ?? form.title),
  }
}

/** The form page renders its <title> always and its description only from `x-form.seo`. */
const formPageRenders = (form: RoutedFormMeta): readonly OwnHeadTag[] => (form.seo ? ['title', 'description'] : ['title'])

/** The heads of the routed forms, by route. */
export function formHeads(forms: readonly RoutedFormMeta[]): Map<string, FramedHead> {
  return new Map(forms.map((form) => [form.route, { seo: formSeo(form), pageRenders: formPageRenders(form) }]))
}

/** Every head the frame completes, by path: the shells of the site's table and every routed form of the manifest. */
export function framedHeads(forms: readonly RoutedFormMeta[]): Map<string, FramedHead> {
  const shells = pageList.flatMap((page) => (page.shell ? [[page.path, { seo: page, pageRenders: page.shell }] as const] : []))
  return new Map([...shells, ...formHeads(forms)])
}
