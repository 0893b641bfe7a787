import type { FormId } from '../forms/form-ids.ts'
import type { LinkItem } from './content-shapes.ts'
import { sitePages } from './pages.ts'

/**
 * "Qual briefing é o seu?" on /briefings (issue 43): two taps about what the visitor needs, then one or two briefings.
 * Each step is a section with its own id and each answer a plain link to the next one, so the guide works as prerendered
 * HTML without JavaScript (the page shows the step the address points at, decision 208).
 */

export interface GuideQuestion {
  question: string
  options: readonly { label: string; to: string }[]
}

export interface GuideAdvice {
  /** Why these briefings, in the visitor's words. */
  why: string
  briefings: readonly [FormId] | readonly [FormId, FormId]
}

export type GuideStep = GuideQuestion | GuideAdvice

/** The guide's own id: the home's calls to action point at it. */
export const GUIDE_ANCHOR = 'qual-briefing'

export const guideLink = (label: string): LinkItem => ({ to: `${sitePages.briefings.path}#${GUIDE_ANCHOR}`, label })

export const isQuestion = (step: GuideStep): step is GuideQuestion => 'question' in step

export const briefingGuide = {
  title: 'Qual briefing é o seu?',
  text: 'Toque na resposta que mais combina com você. Em duas perguntas indicamos o briefing certo.',
  adviceTitle: 'Indicamos para você',
  open: 'Abrir este briefing',
  restart: 'Recomeçar',
  allBriefings: 'Ver todos os briefings',
  /** The first question: shown when the address points at no other step. */
  first: 'guia-inicio',
  steps: {
    'guia-inicio': {
      question: 'O que você precisa agora?',
      options: [
        { label: 'Uma página ou um site', to: 'guia-pagina' },
        { label: 'Mais clientes vindos de anúncios', to: 'guia-anuncios' },
        { label: 'Dar conta dos contatos e das vendas', to: 'guia-vendas' },
        { label: 'Um plano ou uma avaliação do meu marketing', to: 'guia-plano' },
        { label: 'Marca ou redes sociais', to: 'guia-marca' },
      ],
    },
    'guia-pagina': {
      question: 'Que página você quer?',
      options: [
        { label: 'Uma página para uma campanha ou um produto', to: 'guia-campanha' },
        { label: 'Uma página para um evento', to: 'guia-evento' },
        { label: 'O site da empresa ou uma loja virtual', to: 'guia-site' },
      ],
    },
    'guia-anuncios': {
      question: 'Para onde os anúncios vão levar as pessoas?',
      options: [
        { label: 'Para um site ou uma página que já tenho', to: 'guia-trafego' },
        { label: 'Ainda não tenho uma página para isso', to: 'guia-campanha' },
        { label: 'Vou lançar um produto, um curso ou um serviço novo', to: 'guia-lancamento' },
      ],
    },
    'guia-vendas': {
      question: 'O que mais atrapalha hoje?',
      options: [
        { label: 'Chegam contatos, mas muitos ficam sem resposta', to: 'guia-funil' },
        { label: 'Chegam poucos contatos', to: 'guia-trafego' },
      ],
    },
    'guia-plano': {
      question: 'O que ajuda mais agora?',
      options: [
        { label: 'Saber o que funciona e o que não funciona hoje', to: 'guia-auditoria' },
        { label: 'Um plano com metas para os próximos meses', to: 'guia-estrategia' },
      ],
    },
    'guia-marca': {
      question: 'O que você quer cuidar?',
      options: [
        { label: 'O logotipo, as cores e a cara da marca', to: 'guia-branding' },
        { label: 'As publicações do dia a dia nas redes', to: 'guia-redes' },
      ],
    },
    'guia-campanha': {
      why: 'Uma página só para a campanha, com uma oferta e um botão, vende mais do que mandar o anúncio para o site. Se também quer que a gente cuide dos anúncios, responda também o segundo.',
      briefings: ['landing-page', 'paid-traffic'],
    },
    'guia-evento': {
      why: 'Uma página com a data, o local, a programação e a inscrição do seu evento.',
      briefings: ['event'],
    },
    'guia-site': {
      why: 'O briefing do site pergunta pelas páginas, pela loja virtual e pelo que o site precisa fazer.',
      briefings: ['website'],
    },
    'guia-trafego': {
      why: 'Anúncios no Google e na Meta para quem já procura o que você vende, com o custo por cliente sob controle.',
      briefings: ['paid-traffic'],
    },
    'guia-lancamento': {
      why: 'Um lançamento tem datas, aquecimento do público e anúncios: o briefing pergunta por tudo isso.',
      briefings: ['digital-launch'],
    },
    'guia-funil': {
      why: 'Organizamos o caminho do primeiro contato até a venda, com respostas automáticas e avisos para a sua equipe.',
      briefings: ['sales-funnel'],
    },
    'guia-auditoria': {
      why: 'Olhamos o seu site, as redes, os anúncios e as vendas e dizemos o que corrigir primeiro.',
      briefings: ['marketing-audit'],
    },
    'guia-estrategia': {
      why: 'Saímos com público, posicionamento, metas e um plano de ação. Se antes quer saber onde está, comece pela avaliação.',
      briefings: ['marketing-strategy', 'marketing-audit'],
    },
    'guia-branding': {
      why: 'Nome, logotipo, cores e o jeito de falar da sua marca, pensados juntos.',
      briefings: ['branding'],
    },
    'guia-redes': {
      why: 'Planejamos as publicações, criamos as artes e acompanhamos os resultados das suas redes.',
      briefings: ['social-media'],
    },
  } satisfies Record<string, GuideStep>,
} as const

export type GuideStepId = keyof typeof briefingGuide.steps
