import { vi } from 'vitest'

/**
 * The submit adapter as the component tests replace it: one instance for every file of a worker (the dom tier shares
 * modules between files), so each file's `mockClear` and assertions see the function the form view calls.
 */
export const submitForm = vi.fn(async (): Promise<{ ok: true } | { ok: false; error: Error }> => ({ ok: true }))
