import { describe, expect, it } from 'vitest'
import {
  agencyToday,
  listArgs,
  PAGE_SIZE,
  QUICK_PERIODS,
  quickPeriod,
  readQuery,
  sortOf,
  writeQuery,
} from '../../src/workspace/inbox-query.ts'

/** The inbox's filters as the address bar holds them: what a shared link or back/forward brings back. */
describe('the inbox query in the address', () => {
  it('reads every filter and writes the same address back', () => {
    const params = new URLSearchParams('formulario=contact&situacao=em_andamento&de=2026-11-01&ate=2026-11-26&busca=padaria&pagina=3')
    const { query, problems } = readQuery(params)
    expect(problems).toEqual([])
    expect(query).toEqual({ form: 'contact', status: 'em_andamento', from: '2026-11-01', to: '2026-11-26', search: 'padaria', page: 3 })
    expect(writeQuery(query).toString()).toBe(params.toString())
  })

  it('an empty address is every lead, first page, and writes nothing', () => {
    const { query, problems } = readQuery(new URLSearchParams())
    expect(query).toEqual({ page: 1 })
    expect(problems).toEqual([])
    expect(writeQuery(query).toString()).toBe('')
  })

  it.each([
    ['situacao=aberto', /Situação desconhecida: "aberto"/],
    ['de=26/11/2026', /Data inválida em "de"/],
    ['ate=2026-13-45', /Data inválida em "até"/],
    ['de=2026-02-31', /Data inválida em "de"/],
    ['de=0002-11-19', /Data inválida em "de"/],
    ['de=2026-11-26&ate=2026-11-01', /Período invertido/],
    ['pagina=-1', /Página inválida/],
    ['pagina=abc', /Página inválida/],
    ['responsavel=ana', /Responsável inválido: "ana"/],
    ['ordem=quem', /Ordem desconhecida: "quem"/],
    ['sentido=subindo', /Sentido desconhecido: "subindo"/],
  ])('a malformed filter (%s) is named in Portuguese and left out', (address, message) => {
    const { query, problems } = readQuery(new URLSearchParams(address))
    expect(problems).toEqual([expect.stringMatching(message)])
    expect(query).toEqual({ page: 1 })
  })

  it("turns days into the agency's whole days (São Paulo, whatever the browser's zone) and the page into an offset", () => {
    const args = listArgs({ from: '2026-11-01', to: '2026-11-30', status: 'novo', page: 2 })
    expect(args.p_filters.from).toBe('2026-11-01T03:00:00.000Z')
    // The last day counts whole: up to the next day's midnight.
    expect(args.p_filters.to).toBe('2026-12-01T03:00:00.000Z')
    expect(args).toMatchObject({ p_filters: { status: 'novo', form_id: null, search: null }, p_limit: PAGE_SIZE, p_offset: PAGE_SIZE })
  })
})

describe('owner and order in the address (decision 174)', () => {
  it('reads "Meus leads", nobody or a member, and the order, and writes the same address back', () => {
    for (const address of [
      'responsavel=eu',
      'responsavel=ninguem&ordem=situacao',
      'responsavel=bia%40agencia.com.br&ordem=responsavel&sentido=decresc',
      'sentido=cresc',
      'ordem=formulario&pagina=2',
    ]) {
      const { query, problems } = readQuery(new URLSearchParams(address))
      expect(problems, address).toEqual([])
      expect(writeQuery(query).toString(), address).toBe(address)
    }
    expect(readQuery(new URLSearchParams('responsavel=Bia@Agencia.com.br')).query.owner).toBe('bia@agencia.com.br')
  })

  it('leaves the default order and direction out of the address', () => {
    const { query } = readQuery(new URLSearchParams('ordem=data&sentido=decresc'))
    expect(query).toEqual({ page: 1 })
    expect(writeQuery(query).toString()).toBe('')
    expect(writeQuery({ page: 1, sort: 'status', desc: false }).toString()).toBe('ordem=situacao')
    expect(sortOf({ page: 1 })).toEqual({ sort: 'date', desc: true })
    expect(sortOf({ page: 1, sort: 'owner' })).toEqual({ sort: 'owner', desc: false })
  })

  it('sends the owner as the SQL reads it: "eu" is the member, "ninguem" is "", and the order', () => {
    const filters = (...args: Parameters<typeof listArgs>) => listArgs(...args).p_filters
    expect(filters({ page: 1, owner: 'eu' }, PAGE_SIZE, 'ana@agencia.com.br')).toMatchObject({ owner: 'ana@agencia.com.br' })
    expect(filters({ page: 1, owner: 'ninguem' })).toMatchObject({ owner: '' })
    expect(filters({ page: 1 })).toMatchObject({ owner: null, sort: 'date', desc: true })
    expect(filters({ page: 1, sort: 'form', desc: true })).toMatchObject({ sort: 'form', desc: true })
  })
})

describe('the quick periods, in the agency’s days', () => {
  it('counts today in São Paulo: at 01:00 UTC it is still yesterday there', () => {
    expect(agencyToday(new Date('2026-11-27T01:00:00Z'))).toBe('2026-11-26')
    expect(agencyToday(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27')
  })

  it('"Hoje", "7 dias" and "30 dias" end today and include it', () => {
    expect(quickPeriod(1, '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' })
    expect(quickPeriod(7, '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' })
    expect(quickPeriod(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
  })

  it('each quick period, "Este mês" included, runs from its first day to today', () => {
    const periods = (today: string) => Object.fromEntries(QUICK_PERIODS.map((p) => [p.label, p.period(today)]))
    expect(periods('2026-11-27')).toEqual({
      Hoje: { from: '2026-11-27', to: '2026-11-27' },
      '7 dias': { from: '2026-11-21', to: '2026-11-27' },
      '30 dias': { from: '2026-10-29', to: '2026-11-27' },
      'Este mês': { from: '2026-11-01', to: '2026-11-27' },
    })
    // On the 1st the month so far is today.
    expect(periods('2026-12-01')['Este mês']).toEqual({ from: '2026-12-01', to: '2026-12-01' })
  })
})

describe('"Novos para mim" in the address (decision 213)', () => {
  it('reads novos=1, writes it first, and sends the e-mail of whoever opens the link', () => {
    const { query } = readQuery(new URLSearchParams('novos=1&situacao=novo'))
    expect(query).toMatchObject({ news: true, status: 'novo' })
    expect(writeQuery(query).toString()).toBe('novos=1&situacao=novo')
    expect(listArgs(query, PAGE_SIZE, 'ana@agencia.test').p_filters.new).toBe('ana@agencia.test')
    expect(listArgs({ page: 1 }, PAGE_SIZE, 'ana@agencia.test').p_filters.new).toBeNull()
    expect(readQuery(new URLSearchParams('novos=sim')).query.news).toBeUndefined()
  })
})
