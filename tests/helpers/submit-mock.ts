import { vi } from 'vitest'

/** The submit adapter as the component tests replace it (their files run isolated: the `mocking` test project). */
export const submitForm = vi.fn(async (): Promise<{ ok: true } | { ok: false; error: Error }> => ({ ok: true }))
