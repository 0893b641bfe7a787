import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clients } from '../../src/content/home.ts'
import { pillars, values } from '../../src/content/company.ts'
import { navHref } from '../../src/components/layout/nav-links.tsx'
import { footerNav, footerServices, mainNav } from '../../src/content/navigation.ts'
import { privacyPolicy } from '../../src/content/privacy.ts'
import { briefingsServing, serviceCards, serviceIndex } from '../../src/content/service-index.ts'
import { services } from '../../src/content/services.ts'
import { team } from '../../src/content/team.ts'
import { termsOfUse } from '../../src/content/terms.ts'
import { testimonials } from '../../src/content/testimonials.ts'
import type { ImageAsset } from '../../src/content/content-shapes.ts'
import { loadForms } from '../../scripts/forms/load-forms.ts'

const anchors = ['trafego-pago', 'estrategia', 'sites', 'ecommerce', 'automacoes']
const publicDir = join(import.meta.dirname, '../../src/public')

describe('site content matches the spec (§2, §9)', () => {
  it('has the five services, in order, each with features and a section anchor', () => {
    expect(services.map((s) => s.id)).toEqual(anchors)
    expect(serviceIndex.map((s) => s.id)).toEqual(anchors)
    for (const s of services) {
      expect(s.features.length, s.id).toBeGreaterThanOrEqual(3)
      expect(['left', 'right']).toContain(s.imagePosition)
    }
  })

  it('links each home card and each footer service to its section of /servicos', () => {
    expect(serviceCards.map((c) => c.link)).toEqual(anchors.map((a) => `/servicos#${a}`))
    expect(footerServices.map((l) => l.to)).toEqual(anchors.map((a) => `/servicos#${a}`))
  })

  it('has three testimonials with the spec claims', () => {
    expect(testimonials).toHaveLength(3)
    const quotes = testimonials.map((t) => t.quote).join(' ')
    expect(quotes).toMatch(/230%.*primeiro trimestre/)
    expect(quotes).toMatch(/ticket médio dobrou/)
    for (const t of testimonials) expect([t.author, t.position, t.company].every(Boolean)).toBe(true)
  })

  it('has six client logos, six values, three pillars and four team members (one with 10 years)', () => {
    expect(clients).toHaveLength(6)
    expect(values.map((v) => v.title)).toEqual(['Excelência', 'Resultados', 'Inovação', 'Transparência', 'Estratégia', 'Colaboração'])
    expect(pillars.map((p) => p.title)).toEqual(['Missão', 'Visão', 'Valores'])
    expect(team).toHaveLength(4)
    expect(team.filter((m) => m.description.includes('10 anos'))).toHaveLength(1)
  })

  it("has the seven header links and the spec's six footer links, plus the briefings (issue 25)", () => {
    expect(mainNav.map(navHref)).toEqual(['/', '/sobre', '/servicos', '/diagnostico', '/auditoria', '/contato', '/agendar'])
    expect(footerNav.map((l) => l.to)).toEqual(['/', '/sobre', '/servicos', '/contato', '/briefings', '/privacidade', '/termos'])
  })

  it('leads from each service to every briefing that declares it serves it, and to at least one (issue 43)', () => {
    const served = loadForms().map((f) => ({ id: f.id, meta: f.schema['x-form'] as { kind: string; route: string; services?: string[] } }))
    for (const s of services) {
      const expected = served.filter(({ meta }) => meta.services?.includes(s.id))
      expect(expected.length, `${s.id} não tem briefing`).toBeGreaterThan(0)
      expect(briefingsServing(s.id).map((b) => [b.id, b.route])).toEqual(expected.map(({ id, meta }) => [id, meta.route]))
      for (const { meta } of expected) expect(meta).toMatchObject({ kind: 'briefing', route: expect.stringMatching(/^\/briefing-/) })
    }
    expect(briefingsServing('sites').map((b) => b.id)).toContain('landing-page')
  })

  it('has six privacy sections (with LGPD rights) and eight terms sections, dated in the past', () => {
    expect(privacyPolicy.sections).toHaveLength(7)
    expect(privacyPolicy.sections.find((s) => s.id === 'direitos')?.title).toMatch(/LGPD/)
    expect(termsOfUse.sections).toHaveLength(8)
    for (const doc of [privacyPolicy, termsOfUse]) {
      expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${doc.lastUpdated}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now())
    }
  })
})

describe('every image the content names ships in src/public with its declared size', () => {
  const images: ImageAsset[] = [...clients.map((c) => c.logo), ...team.map((m) => m.image), ...services.map((s) => s.image)]
  for (const image of images) {
    it(image.src, () => {
      const file = join(publicDir, image.src)
      expect(existsSync(file)).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain(`width="${image.width}"`)
      expect(svg).toContain(`height="${image.height}"`)
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/) // drawn here, nothing fetched from elsewhere
    })
  }

  it('ships the presentation PDF and the Open Graph picture', () => {
    expect(readFileSync(join(publicDir, 'excellis-apresentacao.pdf')).subarray(0, 5).toString()).toBe('%PDF-')
    expect(existsSync(join(publicDir, 'og-image.jpg'))).toBe(true)
  })
})
