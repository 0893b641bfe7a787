import type { BackendClient } from '../../src/lib/supabase.ts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formEntries } from '../../src/forms/registry.ts'
import { HONEYPOT_FIELD } from '#form-core/honeypot.ts'
import { mapColumns } from '#form-core/map-columns.ts'
import { submitForm } from '../../src/forms/submit/submit-form.ts'

function fakeClient(error: unknown = null) {
  const invoke = vi.fn(async () => ({ data: { ok: true }, error }))
  const insert = vi.fn(async () => ({ data: null, error }))
  const from = vi.fn(() => ({ insert }))
  const client = { functions: { invoke }, from } as unknown as BackendClient
  return { client: async () => client, invoke, insert, from }
}

const storage = new Map<string, string>()
beforeEach(() => {
  storage.clear()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  })
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

const sample = { name: 'Ana Souza', phone: '(11) 98765-4321', message: '', eventInfo: { name: 'Feira' } }

describe.each(formEntries.map((f) => [f.id, f] as const))('submit adapter: %s', (id, form) => {
  it('sends the whole record to the target its JSON declares', async () => {
    const fake = fakeClient()
    const revision = 'a'.repeat(64)
    const result = await submitForm(id, sample, { client: fake.client, revision })
    expect(result).toEqual({ ok: true })
    const target = form.submit
    if ('server' in target) {
      expect(fake.invoke).toHaveBeenCalledWith(`forms/${id}`, { body: sample, headers: { 'x-form-revision': revision } })
    } else if ('table' in target) {
      expect(fake.from).toHaveBeenCalledWith(target.table)
      expect(fake.insert).toHaveBeenCalledWith(mapColumns(target.columns, sample))
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

describe('submit adapter: the meeting mapping', () => {
  it('stores phone as an integer (0 when unparsable) and an empty message as null', async () => {
    const fake = fakeClient()
    await submitForm('meeting', { name: 'Ana', email: 'ana@empresa.com.br', phone: 'não sei', service: 'web' }, { client: fake.client })
    expect(fake.from).toHaveBeenCalledWith('Agendar Reunião')
    expect(fake.insert).toHaveBeenCalledWith({
      Nome: 'Ana',
      Email: 'ana@empresa.com.br',
      Numero: 0,
      Serviço: 'web',
      Comentario: null,
    })
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

  it('inserts nothing into a table when the trap is filled, and answers as if it did', async () => {
    const fake = fakeClient()
    expect(await submitForm('meeting', bot, { client: fake.client })).toEqual({ ok: true })
    expect(fake.insert).not.toHaveBeenCalled()
  })

  it('never keeps the trap among the answers of a person', async () => {
    const fake = fakeClient()
    await submitForm('meeting', { ...sample, [HONEYPOT_FIELD]: '' }, { client: fake.client })
    expect(fake.insert).toHaveBeenCalledWith(expect.not.objectContaining({ [HONEYPOT_FIELD]: expect.anything() }))
    await submitForm('diagnostic', { ...sample, [HONEYPOT_FIELD]: '' }, { client: fake.client })
    expect(JSON.parse(storage.get('excellis:submissions:diagnostic') ?? '[]')[0].data).toEqual(sample)
  })
})
