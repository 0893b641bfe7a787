import { contact } from './contact.ts'
import { pageLink } from './pages.ts'
import { whatsappMessages, whatsappUrl } from './whatsapp.ts'

export const contactPage = {
  hero: {
    eyebrow: 'Contato',
    title: 'Vamos conversar sobre o seu negócio',
    text: 'Escolha o canal que preferir. Respondemos em até 24 horas úteis.',
  },
  channels: [
    {
      kind: 'phone',
      label: 'Telefone e WhatsApp',
      value: contact.phoneDisplay,
      href: whatsappUrl(whatsappMessages.contactPage),
      external: true,
    },
    { kind: 'email', label: 'E-mail', value: contact.email, href: `mailto:${contact.email}`, external: false },
    { kind: 'address', label: 'Endereço', value: `${contact.address}, CEP ${contact.postalCode}`, href: null, external: false },
  ],
  meeting: {
    title: 'Prefere uma reunião?',
    text: 'Escolha um horário e apresente o seu projeto para um especialista.',
    /** The spec's button had no target (a defect); it leads to the meeting form (decision 012). */
    button: { form: 'meeting', label: 'Agendar reunião' },
  },
  briefings: {
    title: 'Quer detalhar o projeto?',
    text: 'Responda ao briefing do serviço que procura e receba uma proposta personalizada em até 24 horas.',
    button: pageLink('briefings', 'Escolher um briefing'),
  },
  mapLabel: 'Mapa de localização',
} as const
