import { describe, expect, it } from 'vitest'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from '../../scripts/site/sitemap.ts'
import { testForms } from '../helpers/form-files.ts'

const entries = sitemapEntries(loadForms())
const paths = entries.map((e) => e.path)

describe('sitemap and robots', () => {
  it('lists the marketing pages and every routed form of the manifest, once each', () => {
    for (const path of ['/', '/sobre', '/servicos', '/contato', '/privacidade', '/termos', '/briefings', '/auditoria'])
      expect(paths).toContain(path)
    for (const form of testForms.filter((f) => f.meta.route)) expect(paths).toContain(form.meta.route)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('leaves out the post-submission page', () => {
    expect(paths).not.toContain('/briefing-obrigado')
  })

  it('writes absolute URLs in a sitemaps.org urlset', () => {
    const xml = sitemapXml('https://exemplo.com.br', entries)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(xml.match(/<loc>/g)).toHaveLength(entries.length)
    expect(xml).toContain('<loc>https://exemplo.com.br/servicos</loc>')
    expect(xml).toMatch(/<loc>https:\/\/exemplo.com.br\/privacidade<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://exemplo.com.br')).toContain('Sitemap: https://exemplo.com.br/sitemap.xml')
  })
})
