import { SITE_PATHS, type SitePageId } from '#form-core'
import { contact } from './contact.ts'
import type { LinkItem } from './content-shapes.ts'

export const site = {
  name: 'Excellis',
  url: contact.siteUrl,
  locale: 'pt_BR',
  ogImage: { src: '/og-image.jpg', width: 1200, height: 630, alt: 'Excellis — Tráfego, Conversão, Resultados' },
} as const

export interface PageSeo {
  path: string
  title: string
  description: string
}

/** The head tags a page component may render itself; canonical and Open Graph always come from `Seo`. */
export type OwnHeadTag = 'title' | 'description'

// Prerendered (decision 013) unless `shell` (decision 040); `sitemap: null` leaves it out of sitemap.xml on purpose.
export interface SitePage extends PageSeo {
  shell?: readonly OwnHeadTag[]
  sitemap: { priority: number; changefreq: 'weekly' | 'monthly' | 'yearly' } | null
}

export const sitePages = {
  home: {
    path: SITE_PATHS.home,
    title: 'Excellis | Tráfego, Conversão, Resultados',
    description:
      'Agência de marketing digital de alta performance: tráfego pago, estratégia, sites, e-commerce e automações para negócios ambiciosos.',
    sitemap: { priority: 1, changefreq: 'weekly' },
  },
  services: {
    path: SITE_PATHS.services,
    title: 'Serviços | Excellis',
    description: 'Tráfego pago, estratégia para negócios, sites e landing pages, e-commerce e automações: conheça as soluções da Excellis.',
    sitemap: { priority: 0.9, changefreq: 'monthly' },
  },
  about: {
    path: SITE_PATHS.about,
    title: 'Sobre a Excellis | Agência de marketing digital',
    description:
      'Conheça a Excellis: fundada em 2017, mais de 8 anos de experiência, missão, visão, valores e a equipe por trás dos resultados.',
    sitemap: { priority: 0.8, changefreq: 'monthly' },
  },
  contact: {
    path: SITE_PATHS.contact,
    title: 'Contato | Excellis',
    description: 'Fale com a Excellis por WhatsApp, e-mail ou formulário e receba um retorno em até 24 horas.',
    sitemap: { priority: 0.8, changefreq: 'yearly' },
  },
  briefings: {
    path: SITE_PATHS.briefings,
    title: 'Briefings | Excellis',
    description:
      'Escolha o briefing do seu projeto (tráfego pago, sites, redes sociais, branding, lançamentos e mais) e receba uma proposta personalizada em até 24 horas.',
    sitemap: { priority: 0.8, changefreq: 'monthly' },
  },
  /** The checklist's page (src/tools/audit) renders only its <title>, `${checklist.title} | Excellis`. */
  audit: {
    path: SITE_PATHS.audit,
    title: 'Auditoria de Ativos Digitais | Excellis',
    description:
      'Checklist gratuito da Excellis para avaliar redes sociais, site, campanhas, CRM, funil e marca da sua empresa, com nota de 0 a 10 por categoria.',
    shell: ['title'],
    sitemap: { priority: 0.5, changefreq: 'yearly' },
  },
  privacy: {
    path: SITE_PATHS.privacy,
    title: 'Política de Privacidade | Excellis',
    description: 'Como a Excellis coleta, usa e protege os seus dados pessoais, e os seus direitos pela LGPD.',
    sitemap: { priority: 0.2, changefreq: 'yearly' },
  },
  terms: {
    path: SITE_PATHS.terms,
    title: 'Termos de Uso | Excellis',
    description: 'Condições de uso do site e de contratação dos serviços de marketing digital da Excellis.',
    sitemap: { priority: 0.2, changefreq: 'yearly' },
  },
  /** Only makes sense after a submission: out of the sitemap, and robots.txt disallows it. */
  briefingThanks: {
    path: SITE_PATHS.briefingThanks,
    title: 'Briefing enviado | Excellis',
    description: 'Recebemos o seu briefing. Em até 24 horas você recebe uma proposta personalizada da Excellis.',
    sitemap: null,
  },
} as const satisfies Record<SitePageId, SitePage>

export type PageId = keyof typeof sitePages

/** A link to a page of the table: content names the page, never its path. */
export const pageLink = (id: PageId, label: string): LinkItem => ({ to: sitePages[id].path, label })

export const pageList: readonly SitePage[] = /* @__PURE__ */ Object.values(sitePages)
