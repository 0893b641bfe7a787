import { formHeads } from '../../content/route-seo.ts'
import { formEntries } from '../../forms/registry.ts'

/** The heads of the routed forms, built from the full metadata (see RouteHead). */
export const heads = formHeads(formEntries.flatMap((f) => (f.route ? [{ ...f, route: f.route }] : [])))
