import type { BackendClient } from '../../src/lib/supabase.ts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formEntries } from '../../src/forms/registry.ts'
import { mapColumns } from '../../src/forms/submit/map-columns.ts'
import { submitForm } from '../../src/forms/submit/submit-form.ts'
import { HONEYPOT_FIELD } from '../../src/forms/submit/honeypot.ts'
import { HONEYPOT_FIELD as SERVER_HONEYPOT_FIELD } from '../../supabase/functions/_shared/honeypot.ts'

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
    const result = await submitForm(id, sample, fake.client)
    expect(result).toEqual({ ok: true })
    const target = form.submit
    if ('function' in target) {
      expect(fake.invoke).toHaveBeenCalledWith(target.function, { body: sample })
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
    const result = await submitForm(id, sample, fake.client)
    if ('local' in form.submit) expect(result.ok).toBe(true)
    else expect(result).toMatchObject({ ok: false })
  })
})

describe('submit adapter: the meeting mapping', () => {
  it('stores phone as an integer (0 when unparsable) and an empty message as null', async () => {
    const fake = fakeClient()
    await submitForm('meeting', { name: 'Ana', email: 'ana@empresa.com.br', phone: 'não sei', service: 'web' }, fake.client)
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
    expect(await submitForm('meeting', {}, client)).toMatchObject({ ok: false })
  })
})

describe('submit adapter: the bot trap', () => {
  const bot = { ...sample, [HONEYPOT_FIELD]: 'http://spam.example' }

  it('uses the field name the functions look for', () => {
    expect(HONEYPOT_FIELD).toBe(SERVER_HONEYPOT_FIELD)
  })

  it('hands a filled trap to the function, which drops the submission', async () => {
    const fake = fakeClient()
    await submitForm('website', bot, fake.client)
    expect(fake.invoke).toHaveBeenCalledWith('send-website-brief', { body: bot })
  })

  it('inserts nothing into a table when the trap is filled, and answers as if it did', async () => {
    const fake = fakeClient()
    expect(await submitForm('meeting', bot, fake.client)).toEqual({ ok: true })
    expect(fake.insert).not.toHaveBeenCalled()
  })

  it('never keeps the trap among the answers of a person', async () => {
    const fake = fakeClient()
    await submitForm('meeting', { ...sample, [HONEYPOT_FIELD]: '' }, fake.client)
    expect(fake.insert).toHaveBeenCalledWith(expect.not.objectContaining({ [HONEYPOT_FIELD]: expect.anything() }))
    await submitForm('diagnostic', { ...sample, [HONEYPOT_FIELD]: '' }, fake.client)
    expect(JSON.parse(storage.get('excellis:submissions:diagnostic') ?? '[]')[0].data).toEqual(sample)
  })
})
