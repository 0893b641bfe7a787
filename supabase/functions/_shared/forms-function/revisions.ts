import type { FormRevision, RevisionSource } from '../platform/server-types.ts'

export const REVISIONS_TTL_MS = 30_000

/** Far more forms than the site has: the bound only stops a stream of made-up ids from growing the cache. */
export const MAX_CACHED_FORMS = 200

/** `refresh` skips the cache: an unknown hash may have just been published. Unknown forms are not remembered. */
export function cachedRevisions(source: RevisionSource, ttlMs = REVISIONS_TTL_MS, now = () => Date.now(), maxForms = MAX_CACHED_FORMS) {
  const cache = new Map<string, { at: number; revisions: Promise<FormRevision[]> }>()
  const load = (formId: string) => {
    const revisions = source.live(formId)
    cache.delete(formId)
    if (cache.size >= maxForms) cache.delete(cache.keys().next().value as string)
    cache.set(formId, { at: now(), revisions })
    const forget = () => cache.get(formId)?.revisions === revisions && cache.delete(formId)
    revisions.then((live) => live.length === 0 && forget(), forget)
    return revisions
  }
  const fresh = (formId: string) => {
    const hit = cache.get(formId)
    return hit && now() - hit.at < ttlMs ? hit : undefined
  }
  return {
    /** Whether the next `live` would answer from the cache (else it reads the database anyway). */
    cached: (formId: string) => fresh(formId) !== undefined,
    live(formId: string, { refresh = false } = {}): Promise<FormRevision[]> {
      const hit = refresh ? undefined : fresh(formId)
      return hit ? hit.revisions : load(formId)
    },
  }
}

export type RevisionChoice = { revision: FormRevision } | { unknown: string } | { missing: true }

/** The one the page rendered (`x-form-revision`) while still accepted; the newest when the caller does not say. */
export function chooseRevision(live: FormRevision[], rendered: string | null): RevisionChoice {
  if (live.length === 0) return { missing: true }
  if (rendered === null || rendered === '') return { revision: live[0] }
  const match = live.find((r) => r.hash === rendered)
  return match ? { revision: match } : { unknown: rendered }
}
