import { contact } from './contact.ts'
import type { LegalDocument } from './content-shapes.ts'

/** Política de Privacidade. Change `lastUpdated` whenever the text changes (decision 011). */
export const privacyPolicy: LegalDocument = {
  title: 'Política de Privacidade',
  intro: 'Como a Excellis coleta, usa e protege os seus dados pessoais.',
  lastUpdated: '2026-11-29',
  sections: [
    {
      id: 'introducao',
      title: '1. Introdução',
      paragraphs: [
        'A Excellis respeita a sua privacidade. Esta política explica quais dados pessoais tratamos quando você visita o nosso site, preenche um formulário ou fala com a nossa equipe, e como fazemos isso em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).',
        'Ao usar o site, você declara estar ciente das práticas descritas aqui.',
      ],
    },
    {
      id: 'coleta',
      title: '2. Coleta de dados',
      paragraphs: [
        'Coletamos apenas os dados necessários para atender você. Em cada formulário do site, estes são os dados pessoais pedidos, para que servem e por quanto tempo ficam guardados:',
      ],
      generated: 'personal-data',
      items: [
        'Mensagens que você nos envia por e-mail ou WhatsApp.',
        'Dados técnicos de navegação, como endereço IP, tipo de navegador e páginas visitadas, registrados pelos servidores que hospedam o site.',
        'Rascunhos dos formulários, que ficam guardados apenas no seu navegador até o envio.',
      ],
    },
    {
      id: 'uso',
      title: '3. Uso dos dados',
      paragraphs: ['Usamos os seus dados para:'],
      items: [
        'responder ao seu contato e preparar propostas comerciais;',
        'enviar, ao e-mail que você digitou no formulário, um recibo com o número de referência e uma cópia das suas respostas (poucos por dia para um mesmo endereço, para que ninguém use o formulário para escrever a outra pessoa);',
        'agendar e realizar reuniões;',
        'executar os serviços contratados e enviar comunicações relacionadas a eles;',
        'cumprir obrigações legais e regulatórias;',
        'melhorar o site e os nossos serviços.',
      ],
    },
    {
      id: 'contagem',
      title: '4. Contagem anônima dos formulários',
      paragraphs: [
        'Para saber se um formulário está fácil de responder, o site conta, por dia e por versão do formulário, quantas visitas abriram o formulário, quantas começaram a responder, quantas enviaram, em que pergunta pararam as que saíram sem enviar e quanto tempo levou um envio. Guardamos só esses totais, apagados no mesmo prazo das respostas do formulário.',
        'Não contamos nem guardamos: as suas respostas, o seu endereço IP, cookies ou qualquer identificador que permita saber quem é você ou juntar uma visita a outra. Enquanto a página está aberta, o seu navegador guarda só nesta aba o ponto em que você está, e esse registro some ao fechar a aba.',
        'Se o seu navegador pede para não ser rastreado (Global Privacy Control ou "Do Not Track"), nada é contado.',
      ],
    },
    {
      id: 'direitos',
      title: '5. Seus direitos (LGPD)',
      paragraphs: ['Nos termos do art. 18 da LGPD, você pode solicitar a qualquer momento:'],
      items: [
        'a confirmação da existência de tratamento e o acesso aos seus dados;',
        'a correção de dados incompletos, inexatos ou desatualizados;',
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei;',
        'a portabilidade dos dados a outro fornecedor de serviço;',
        'a eliminação dos dados tratados com o seu consentimento;',
        'a informação sobre as entidades com as quais compartilhamos os seus dados;',
        'a revogação do consentimento.',
      ],
    },
    {
      id: 'seguranca',
      title: '6. Segurança',
      paragraphs: [
        'Adotamos medidas técnicas e administrativas para proteger os seus dados contra acessos não autorizados, perdas e alterações: conexões criptografadas, acesso restrito à equipe que precisa dos dados e fornecedores que seguem padrões reconhecidos de segurança.',
        'Mantemos os dados apenas pelo tempo necessário às finalidades descritas nesta política ou exigido por lei.',
      ],
    },
    {
      id: 'contato',
      title: '7. Contato',
      paragraphs: [
        `Para exercer os seus direitos ou tirar dúvidas sobre esta política, escreva para ${contact.email}. Respondemos em até 15 dias.`,
      ],
    },
  ],
}
