import { describe, expect, it } from 'vitest'
import { clientAddress, networkOf } from '#functions/forms-function/rate-limit.ts'

const from = (headers: Record<string, string>) =>
  clientAddress(new Request('http://forms.test/functions/v1/forms/contact', { method: 'POST', headers }))

describe("the rate limit counts the address the platform's proxy appended, never one the client wrote", () => {
  it.each([
    ['one entry: the proxy saw the client', { 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    ['the client prepended a forged entry: the last one counts', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    ['many forged entries, spaces and all', { 'x-forwarded-for': ' 1.1.1.1 ,2.2.2.2,  203.0.113.7 ' }, '203.0.113.7'],
    [
      'cf-connecting-ip and x-real-ip are client-writable: ignored',
      { 'cf-connecting-ip': '198.51.100.2', 'x-real-ip': '198.51.100.3', 'x-forwarded-for': '203.0.113.7' },
      '203.0.113.7',
    ],
    ['cf-connecting-ip alone is not trusted', { 'cf-connecting-ip': '198.51.100.2' }, 'desconhecido'],
    ['RFC 7239 Forwarded alone is not trusted', { forwarded: 'for=198.51.100.2' }, 'desconhecido'],
    ['no header: one shared bucket', {}, 'desconhecido'],
    ['an empty last entry is no address', { 'x-forwarded-for': '203.0.113.7,' }, 'desconhecido'],
    ['a last entry that is not an address', { 'x-forwarded-for': '203.0.113.7, unknown' }, 'desconhecido'],
    ['an IPv4 octet over 255', { 'x-forwarded-for': '203.0.113.256' }, 'desconhecido'],
    ['IPv4 with a port', { 'x-forwarded-for': '203.0.113.7:51234' }, '203.0.113.7'],
    ['IPv6: its /64', { 'x-forwarded-for': '2001:db8:85a3:8d3:1319:8a2e:370:7348' }, '2001:db8:85a3:8d3::/64'],
    ['IPv6 elsewhere in the same /64: the same key', { 'x-forwarded-for': '2001:db8:85a3:8d3::1' }, '2001:db8:85a3:8d3::/64'],
    ['IPv6 in another /64: another key', { 'x-forwarded-for': '2001:db8:85a3:8d4::1' }, '2001:db8:85a3:8d4::/64'],
    ['IPv6 in capitals, zero-padded', { 'x-forwarded-for': '2001:0DB8:0000:0001:0000:0000:0000:0001' }, '2001:db8:0:1::/64'],
    ['IPv6 in brackets with a port', { 'x-forwarded-for': '[2001:db8::1]:443' }, '2001:db8:0:0::/64'],
    ['IPv6 with a zone id', { 'x-forwarded-for': 'fe80::1%eth0' }, 'fe80:0:0:0::/64'],
    ['IPv4-mapped IPv6 is the IPv4 client', { 'x-forwarded-for': '::ffff:203.0.113.7' }, '203.0.113.7'],
    ['the loopback', { 'x-forwarded-for': '::1' }, '0:0:0:0::/64'],
    ['two :: is not an address', { 'x-forwarded-for': '2001::db8::1' }, 'desconhecido'],
    ['nine groups is not an address', { 'x-forwarded-for': '1:2:3:4:5:6:7:8:9' }, 'desconhecido'],
  ])('%s', (_, headers, expected) => {
    expect(from(headers)).toBe(expected)
  })

  it('every address of one /64 is one client; neighbouring /64s are not', () => {
    const keys = new Set(['2001:db8:1:2::', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:abcd::9'].map(networkOf))
    expect([...keys]).toEqual(['2001:db8:1:2::/64'])
    expect(networkOf('2001:db8:1:3::')).not.toBe(networkOf('2001:db8:1:2::'))
  })
})
