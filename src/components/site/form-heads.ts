import { formHeads } from '../../content/route-seo.ts'
import { formEntries } from '../../forms/registry.ts'

export const heads = formHeads(formEntries.flatMap((f) => (f.route ? [{ ...f, route: f.route }] : [])))
