import type { BackendClient } from '../../src/lib/supabase.ts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formEntries } from '../../src/forms/registry.ts'
import { HONEYPOT_FIELD } from '#form-core'
import { submitForm } from '../../src/forms/submit/submit-form.ts'

function fakeClient(error: unknown = null) {
  const invoke = vi.fn(async () => ({ data: { ok: true }, error }))
  const client: BackendClient = { functions: { invoke } }
  return { client: async () => client, invoke }
}

// The unit project shares its worker between files (isolate: false): the stand-in storage and the quiet console.info
// end with each test (the config's unstubGlobals and restoreMocks), not with the worker.
const storage = new Map<string, string>()
beforeEach(() => {
  storage.clear()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  })
  vi.spyOn(console, 'info').mockImplementation(() => {})
  return () => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  }
})

const sample = { name: 'Ana Souza', phone: '(11) 98765-4321', message: '', eventInfo: { name: 'Feira' } }

describe.each(formEntries.map((f) => [f.id, f] as const))('submit adapter: %s', (id, form) => {
  it('sends the whole record to the target its JSON declares', async () => {
    const fake = fakeClient()
    const revision = 'a'.repeat(64)
    const result = await submitForm(id, sample, { client: fake.client, revision })
    expect(result).toEqual({ ok: true })
    if (!('local' in form.submit)) {
      // A table target too: the server validates, maps the columns and stores into the table (decision 060).
      expect(fake.invoke).toHaveBeenCalledWith(`forms/${id}`, { body: sample, headers: { 'x-form-revision': revision } })
    } else {
      expect(fake.invoke).not.toHaveBeenCalled()
      expect(JSON.parse(storage.get(`excellis:submissions:${id}`) ?? '[]')[0].data).toEqual(sample)
    }
  })

  it('returns the error instead of throwing, so the page keeps the answers', async () => {
    const fake = fakeClient(new Error('rede indisponível'))
    const result = await submitForm(id, sample, { client: fake.client })
    if ('local' in form.submit) expect(result.ok).toBe(true)
    else expect(result).toMatchObject({ ok: false })
  })
})

describe('submit adapter: the meeting form', () => {
  it('sends the answers as typed to the forms function, which maps them onto "Agendar Reunião"', async () => {
    const fake = fakeClient()
    const answers = { name: 'Ana', email: 'ana@empresa.com.br', phone: 'não sei', service: 'web' }
    await submitForm('meeting', answers, { client: fake.client })
    expect(fake.invoke).toHaveBeenCalledWith('forms/meeting', { body: answers, headers: undefined })
  })

  it('a thrown network error becomes a failed result', async () => {
    const client = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await submitForm('meeting', {}, { client })).toMatchObject({ ok: false })
  })
})

describe('submit adapter: the bot trap', () => {
  const bot = { ...sample, [HONEYPOT_FIELD]: 'http://spam.example' }

  it('hands a filled trap to the server, which drops the submission', async () => {
    const fake = fakeClient()
    await submitForm('website', bot, { client: fake.client })
    expect(fake.invoke).toHaveBeenCalledWith('forms/website', { body: bot, headers: undefined })
  })

  it('hands a filled trap on a table form to the server too: it is checked there, for every target', async () => {
    const fake = fakeClient()
    expect(await submitForm('meeting', bot, { client: fake.client })).toEqual({ ok: true })
    expect(fake.invoke).toHaveBeenCalledWith('forms/meeting', { body: bot, headers: undefined })
  })

  it('never keeps the trap among the answers kept in this browser', async () => {
    const fake = fakeClient()
    await submitForm('diagnostic', { ...sample, [HONEYPOT_FIELD]: '' }, { client: fake.client })
    expect(JSON.parse(storage.get('excellis:submissions:diagnostic') ?? '[]')[0].data).toEqual(sample)
  })
})

describe('submit adapter: the server’s reason for a refusal', () => {
  // What supabase-js returns for a non-2xx answer: an error whose `context` is the Response.
  const httpError = (status: number, body: unknown) =>
    Object.assign(new Error('Edge Function returned a non-2xx status code'), { context: new Response(JSON.stringify(body), { status }) })

  it('reads the code and the Portuguese sentence of a 409 for a revision the server no longer accepts', async () => {
    const message =
      'Este formulário foi atualizado desde que a página abriu. Recarregue a página: suas respostas continuam salvas neste navegador.'
    const fake = fakeClient(httpError(409, { error: { code: 'revision_unknown', message, details: [] } }))
    expect(await submitForm('contact', sample, { client: fake.client, revision: 'b'.repeat(64) })).toMatchObject({
      ok: false,
      refusal: { status: 409, code: 'revision_unknown', message },
    })
  })

  it('keeps the status of an answer that is not JSON', async () => {
    const fake = fakeClient(Object.assign(new Error('x'), { context: new Response('Bad Gateway', { status: 502 }) }))
    expect(await submitForm('contact', sample, { client: fake.client })).toMatchObject({ ok: false, refusal: { status: 502 } })
  })
})
