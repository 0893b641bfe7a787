import { pageLink } from './pages.ts'
import { serviceAnchor, serviceIndex } from './service-index.ts'
import type { FormLink, LinkItem } from './content-shapes.ts'

export type { LinkItem as NavLink } from './content-shapes.ts'

export type NavItem = LinkItem | FormLink

export const mainNav: NavItem[] = [
  pageLink('home', 'Home'),
  pageLink('about', 'Sobre'),
  pageLink('services', 'Serviços'),
  { form: 'diagnostic', label: 'Diagnóstico' },
  pageLink('audit', 'Auditoria'),
  pageLink('contact', 'Contato'),
  { form: 'meeting', label: 'Agendar' },
]

export const footerNav: LinkItem[] = [
  pageLink('home', 'Home'),
  pageLink('about', 'Sobre'),
  pageLink('services', 'Serviços'),
  pageLink('contact', 'Contato'),
  pageLink('briefings', 'Briefings'),
  pageLink('privacy', 'Política de Privacidade'),
  pageLink('terms', 'Termos de Uso'),
]

export const footerServices: LinkItem[] = serviceIndex.map((s) => ({ to: serviceAnchor(s.id), label: s.title }))

export const layoutTexts = {
  skipLink: 'Pular para o conteúdo',
  mainNavLabel: 'Principal',
  mobileNavLabel: 'Menu',
  mobileMenuDialog: 'Menu do site',
  footerNavLabel: 'Rodapé',
  footerServicesTitle: 'Serviços',
  footerLinksTitle: 'Navegação',
  footerContactTitle: 'Contato',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  whatsappButton: 'WhatsApp',
  whatsappAria: 'Falar com a Excellis no WhatsApp (abre em nova aba)',
  floatingWhatsappAria: 'Conversar no WhatsApp (abre em nova aba)',
  homeAria: 'Excellis — página inicial',
  rights: 'Todos os direitos reservados.',
  legalEyebrow: 'Documentos legais',
  lastUpdated: 'Última atualização:',
  formLoading: 'Carregando formulário',
} as const
