import type { FromSchema } from 'json-schema-to-ts'
import { isObject, type JsonObject } from './json.ts'

const PATH_PATTERN = '^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*$'

/** An object of x-form: these keys and no other, `required` among them. */
const closed = <const R extends readonly string[], const P extends object>(required: R, properties: P) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const

const text = { $ref: '#/definitions/text' } as const

/** The agency's services, as /servicos anchors them: a briefing names those it serves (x-form.services). */
export const SERVICE_IDS = ['trafego-pago', 'estrategia', 'sites', 'ecommerce', 'automacoes'] as const
export type ServiceId = (typeof SERVICE_IDS)[number]
const path = { $ref: '#/definitions/path' } as const

/** The `x-form` block (docs/forms.md): the code's types derive from it, its descriptions are what an editor shows. */
export const FORM_META_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'form-meta',
  title: 'x-form: os metadados do formulário',
  ...closed(['kind', 'route', 'title', 'submit', 'notices', 'afterSuccess', 'buttons'], {
    kind: {
      description:
        'O tipo: "briefing" (questionário de um serviço, com card na escolha de briefings), "lead" (contato, reunião) ou "tool" (ferramenta).',
      enum: ['briefing', 'lead', 'tool'],
    },
    route: {
      description: 'O endereço da página do formulário, ex.: /briefing-consultoria-seo; null para um formulário sem página própria.',
      oneOf: [{ type: 'string', pattern: '^/[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$' }, { type: 'null' }],
    },
    title: { description: 'O título da página.', ...text },
    intro: { description: 'O parágrafo de abertura, abaixo do título.', ...text },
    estimatedTime: {
      description: 'Quanto tempo leva para responder, ex.: "5 min" ou "8-10 min".',
      type: 'string',
      pattern: '^\\d+(-\\d+)? min$',
    },
    card: {
      description: 'O card do briefing na página que lista os briefings.',
      ...closed(['title', 'description', 'category', 'tags', 'popular'], {
        title: { description: 'O título do card.', ...text },
        description: { description: 'Uma ou duas frases sobre o serviço.', ...text },
        category: { description: 'A categoria, texto livre; cards com a mesma categoria ficam juntos no filtro.', ...text },
        tags: { description: 'Palavras-chave do card, sem repetir.', type: 'array', minItems: 1, uniqueItems: true, items: text },
        popular: { description: 'true destaca o card como popular.', type: 'boolean' },
      }),
    },
    submit: {
      description:
        'Para onde vão as respostas: o servidor ({ "server": true }), uma tabela com o mapa de colunas, ou só este navegador ({ "local": true }).',
      oneOf: [
        closed(['server'], { server: { const: true } }),
        closed(['table', 'columns'], {
          table: { description: 'A tabela criada em supabase/migrations que recebe a linha.', ...text },
          columns: {
            description: 'Coluna da tabela → o campo do formulário que a preenche.',
            type: 'object',
            minProperties: 1,
            additionalProperties: closed(['field'], {
              field: { description: 'A chave da pergunta.', type: 'string', minLength: 1 },
              as: {
                description: '"integer": só os dígitos, como número (0 se não houver); "nullIfEmpty": vazio vira null.',
                enum: ['integer', 'nullIfEmpty'],
              },
            }),
          },
        }),
        closed(['local'], { local: { const: true } }),
      ],
    },
    notices: {
      description: 'Os avisos depois do envio: deu certo, ou falhou (as respostas ficam na página).',
      ...closed(['success', 'failure'], { success: { $ref: '#/definitions/notice' }, failure: { $ref: '#/definitions/notice' } }),
    },
    afterSuccess: {
      description: 'A página para onde o visitante vai depois de enviar, ex.: /briefing-obrigado; null para ficar na página.',
      oneOf: [{ type: 'string', pattern: '^/' }, { type: 'null' }],
    },
    confirmation: {
      description:
        'O que a página diz depois de um envio que deu certo, além do aviso: com afterSuccess null, substitui o formulário esvaziado até o visitante pedir outro; com um destino, aparece no alto da página de destino.',
      ...closed(['title', 'description'], {
        title: { description: 'O título, ex.: "Recebemos o seu briefing".', ...text },
        description: { description: 'O que acontece agora e quando, ex.: a proposta em até 24 horas.', ...text },
        again: {
          description: 'O botão que traz o formulário vazio de volta, ex.: "Enviar outro briefing" (só quando fica na página).',
          ...text,
        },
      }),
    },
    receipt: {
      description:
        'true envia ao visitante, depois de um envio aceito, um e-mail com o número de referência, o que acontece agora e uma cópia das respostas (só para o e-mail digitado no formulário, poucos por dia por endereço).',
      type: 'boolean',
    },
    clearOnSuccess: { description: 'true limpa as respostas depois de um envio que deu certo.', type: 'boolean' },
    services: {
      description:
        'Os serviços de /servicos que este briefing atende: o briefing aparece na seção de cada um (trafego-pago, estrategia, sites, ecommerce, automacoes).',
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: SERVICE_IDS },
    },
    related: {
      description: 'Ids de outros briefings sugeridos no fim da página.',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string' },
    },
    buttons: {
      description: 'Os textos do botão de envio.',
      ...closed(['submit', 'submitting'], {
        submit: { description: 'O texto do botão, ex.: "Enviar briefing".', ...text },
        submitting: { description: 'O texto enquanto envia, ex.: "Enviando...".', ...text },
        spinner: { description: 'true mostra um indicador girando enquanto envia.', type: 'boolean' },
      }),
    },
    seo: {
      description: 'O título e a descrição que os buscadores mostram.',
      ...closed(['title', 'description'], {
        title: { description: 'O título na aba e nos buscadores.', ...text },
        description: { description: 'A descrição nos buscadores.', ...text },
      }),
    },
    purpose: { description: 'Para que os dados pessoais são usados (página de privacidade); sem ele, o texto padrão do projeto.', ...text },
    retentionDays: {
      description: 'Por quantos dias as respostas são guardadas; sem ele, 730.',
      type: 'integer',
      minimum: 1,
      maximum: 3650,
    },
    migrations: {
      description: 'Mudanças incompatíveis feitas de propósito num questionário publicado, na ordem em que foram feitas.',
      type: 'array',
      items: {
        oneOf: [
          closed(['rename'], {
            rename: {
              description: 'Uma pergunta mudou de chave: as respostas antigas passam para a nova.',
              ...closed(['from', 'to'], { from: path, to: path }),
            },
          }),
          closed(['removeOption'], {
            removeOption: {
              description: 'Uma opção saiu: as respostas que a usavam passam para "mapTo", ou são descartadas.',
              ...closed(['field', 'value'], { field: path, value: {}, mapTo: {} }),
            },
          }),
          closed(['removeField'], { removeField: { description: 'Uma pergunta saiu: as respostas a ela são descartadas.', ...path } }),
          closed(['tighten'], { tighten: { description: 'Uma regra ficou mais estrita: respostas antigas podem não passar.', ...path } }),
        ],
      },
    },
  }),
  if: { properties: { kind: { const: 'briefing' } } },
  then: {
    required: ['card', 'estimatedTime', 'related', 'intro', 'seo'],
    properties: { route: { type: 'string' }, related: { type: 'array', minItems: 3, maxItems: 3 } },
  },
  definitions: {
    text: { type: 'string', minLength: 1, pattern: '\\S' },
    path: {
      description: 'A chave da pergunta, com "." entre grupo e pergunta, ex.: eventInfo.eventName.',
      type: 'string',
      pattern: PATH_PATTERN,
    },
    notice: closed(['title'], {
      title: { description: 'O título do aviso.', ...text },
      description: { description: 'O texto do aviso.', ...text },
    }),
  },
} as const

export type FormMeta = FromSchema<typeof FORM_META_SCHEMA>
export type FormKind = FormMeta['kind']
export type Notice = FormMeta['notices']['success']
/** What the page says after a send went well (x-form.confirmation). */
export type Confirmation = NonNullable<FormMeta['confirmation']>
export type FormCard = NonNullable<FormMeta['card']>
/** Where a form's answers go: the server (`form_submissions`), a table with a column mapping, or this browser only. */
export type SubmitTarget = FormMeta['submit']
/** `integer`: digits of the value as a number, 0 when unparsable; `nullIfEmpty`: empty → null. */
export type ColumnMapping = Extract<SubmitTarget, { table: string }>['columns'][string]
export type FormMigration = NonNullable<FormMeta['migrations']>[number]

export const formMetaOf = (schema: JsonObject): FormMeta => schema['x-form'] as FormMeta

export function submitTargetOf(schema: JsonObject): SubmitTarget | undefined {
  const meta = schema['x-form']
  return isObject(meta) && isObject(meta.submit) ? (meta.submit as unknown as SubmitTarget) : undefined
}
