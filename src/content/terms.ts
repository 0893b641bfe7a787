import { contact } from './contact.ts'
import type { LegalDocument } from './content-shapes.ts'

/** Termos de Uso. Change `lastUpdated` whenever the text changes (decision 011). */
export const termsOfUse: LegalDocument = {
  title: 'Termos de Uso',
  intro: 'As regras para usar o site e contratar os serviços da Excellis.',
  lastUpdated: '2026-11-23',
  sections: [
    {
      id: 'aceitacao',
      title: '1. Aceitação dos termos',
      paragraphs: [
        'Ao acessar o site da Excellis ou contratar os nossos serviços, você concorda com estes Termos de Uso e com a nossa Política de Privacidade. Se não concordar, não utilize o site.',
      ],
    },
    {
      id: 'servicos',
      title: '2. Serviços',
      paragraphs: [
        'A Excellis presta serviços de marketing digital, incluindo tráfego pago, estratégia para negócios, sites e landing pages, e-commerce e automações. O escopo, os prazos e os valores de cada projeto são definidos em proposta comercial ou contrato específico.',
      ],
    },
    {
      id: 'responsabilidades',
      title: '3. Responsabilidades do cliente',
      paragraphs: ['Para que possamos entregar os resultados combinados, o cliente se compromete a:'],
      items: [
        'fornecer informações verdadeiras, completas e atualizadas;',
        'disponibilizar acessos, materiais e aprovações nos prazos acordados;',
        'garantir que possui os direitos sobre marcas, imagens e textos que nos envia;',
        'cumprir as políticas das plataformas de anúncio utilizadas nas campanhas.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '4. Propriedade intelectual',
      paragraphs: [
        'O conteúdo deste site — textos, marcas, imagens e código — pertence à Excellis ou a seus licenciantes e não pode ser reproduzido sem autorização.',
        'Os materiais criados para o cliente passam a ser dele após a quitação dos valores devidos, salvo disposição diferente no contrato.',
      ],
    },
    {
      id: 'pagamentos',
      title: '5. Pagamentos e reembolsos',
      paragraphs: [
        'Os valores, as formas de pagamento e os vencimentos constam da proposta ou do contrato. O investimento em mídia é pago diretamente às plataformas de anúncio e não se confunde com os honorários da Excellis.',
        'Pedidos de reembolso seguem as condições do contrato e o Código de Defesa do Consumidor, quando aplicável.',
      ],
    },
    {
      id: 'limitacao',
      title: '6. Limitação de responsabilidade',
      paragraphs: [
        'Trabalhamos com as melhores práticas do mercado, mas resultados de marketing dependem de fatores externos, como concorrência, sazonalidade e mudanças nas plataformas. Por isso, não garantimos resultados específicos, salvo quando expressamente previstos em contrato.',
        'A Excellis não se responsabiliza por indisponibilidades ou alterações de serviços de terceiros, como plataformas de anúncio e de hospedagem.',
      ],
    },
    {
      id: 'alteracoes',
      title: '7. Alterações destes termos',
      paragraphs: [
        'Podemos atualizar estes termos a qualquer momento. A data da última atualização aparece no topo desta página, e as mudanças valem a partir da publicação.',
      ],
    },
    {
      id: 'contato',
      title: '8. Contato',
      paragraphs: [`Dúvidas sobre estes termos? Escreva para ${contact.email}.`],
    },
  ],
}
