import { FORM_META_SCHEMA, OTHER_OF, PERSONAL_KINDS, WIDGETS } from '#form-core'

/** What VS Code and github.dev check form files with; built from the engine's own tables, so no second list exists. */

const text = (description: string) => ({ type: 'string', description }) as const
const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const

const option = {
  type: 'object',
  description: 'Uma opção: "const" é o valor guardado (curto e estável), "title" o texto que a pessoa vê.',
  required: ['const', 'title'],
  additionalProperties: false,
  properties: {
    const: { description: 'O valor guardado nas respostas. Não mude depois de publicado: mude o "title".' },
    title: text('O texto da opção.'),
  },
} as const

const question = {
  type: 'object',
  description: 'Uma pergunta. A chave dela é o id: o nome do campo nas respostas guardadas.',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    type: {
      description:
        'O tipo da resposta: "string" (texto ou escolha), "integer"/"number", "boolean", "array" (várias opções) ou "object" (um grupo).',
      enum: ['string', 'integer', 'number', 'boolean', 'array', 'object'],
    },
    title: text('O texto da pergunta, em português: nomeia o campo nas mensagens de erro e no e-mail à agência.'),
    description: text('Um texto de ajuda, mostrado com a pergunta.'),
    format: {
      description: 'Um formato: "email", "uri" (endereço de site, começando com https://), "date" ou "time".',
      enum: ['email', 'uri', 'date', 'time'],
    },
    minLength: count('Mínimo de caracteres (1 numa pergunta obrigatória).'),
    maxLength: count('Máximo de caracteres: 200 para respostas curtas, 500 para endereços, 5000 para respostas longas.'),
    pattern: text('Uma expressão regular que a resposta deve seguir.'),
    minimum: { type: 'number', description: 'O menor número aceito.' },
    maximum: { type: 'number', description: 'O maior número aceito.' },
    oneOf: { type: 'array', description: 'As opções de uma escolha.', minItems: 1, items: option },
    items: {
      type: 'object',
      description: 'Numa lista de várias opções: { "type": "string", "oneOf": [ … ] }.',
      additionalProperties: false,
      properties: { type: { enum: ['string', 'integer', 'number'] }, oneOf: { type: 'array', minItems: 1, items: option } },
    },
    uniqueItems: { type: 'boolean', description: 'true: a mesma opção não pode ser marcada duas vezes.' },
    minItems: count('Mínimo de opções marcadas.'),
    maxItems: count('Máximo de opções marcadas.'),
    default: { description: 'A resposta que já vem preenchida.' },
    'x-personal': {
      description:
        'Dado pessoal (LGPD): "name", "email", "phone", ou "free-text" quando a pessoa pode escrever dados pessoais numa resposta aberta; false quando não é dado pessoal.',
      enum: [false, ...PERSONAL_KINDS],
    },
    properties: { type: 'object', description: 'As perguntas de um grupo.', additionalProperties: { $ref: '#/definitions/question' } },
    required: { type: 'array', description: 'As perguntas obrigatórias do grupo.', items: { type: 'string' }, uniqueItems: true },
    additionalProperties: { const: false, description: 'Sempre false: respostas a perguntas que não existem são recusadas.' },
  },
} as const

/** The test an `if` puts on its question's answer: exactly decision 180's three forms, each offered by VS Code. */
const conditionTest = {
  description:
    'O teste da resposta: { "const": <valor> }, { "enum": [ … ] } ou, numa múltipla escolha, { "type": "array", "contains": { "const": <valor> } }.',
  anyOf: [
    {
      type: 'object',
      required: ['const'],
      additionalProperties: false,
      properties: { const: { description: 'A resposta que mostra as perguntas (o "const" de uma opção; true ou false num sim/não).' } },
    },
    {
      type: 'object',
      required: ['enum'],
      additionalProperties: false,
      properties: { enum: { type: 'array', minItems: 1, uniqueItems: true, description: 'As respostas que mostram as perguntas.' } },
    },
    {
      type: 'object',
      required: ['type', 'contains'],
      additionalProperties: false,
      properties: {
        type: { const: 'array' },
        contains: {
          type: 'object',
          required: ['const'],
          additionalProperties: false,
          properties: { const: { description: 'A opção que, marcada, mostra as perguntas.' } },
        },
      },
    },
  ],
} as const

/** One condition of the root's `allOf` (decision 180): the test on an earlier question, the questions it shows. */
const condition = {
  type: 'object',
  // What VS Code inserts for a new item of "allOf": the whole shape, to fill in.
  default: {
    if: { properties: { '<pergunta anterior>': { const: '<resposta>' } }, required: ['<pergunta anterior>'] },
    then: { properties: { '<pergunta condicional>': { type: 'string', title: '<Qual?>', maxLength: 200 } } },
    else: { properties: { '<pergunta condicional>': false } },
  },
  description:
    'Uma condição: "if" testa a resposta de uma pergunta anterior, "then" define as perguntas que aparecem, "else" dá false a cada uma.',
  required: ['if', 'then', 'else'],
  additionalProperties: false,
  properties: {
    if: {
      type: 'object',
      description:
        '{ "properties": { "<pergunta>": { "const": <valor> } }, "required": ["<pergunta>"] }; ou "enum": [ … ], ou { "type": "array", "contains": { "const": <valor> } } para uma caixa marcada.',
      required: ['properties', 'required'],
      additionalProperties: false,
      properties: {
        properties: { type: 'object', minProperties: 1, maxProperties: 1, additionalProperties: conditionTest },
        required: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1 },
      },
    },
    then: {
      type: 'object',
      description: 'As perguntas que aparecem quando a condição vale, e as obrigatórias entre elas.',
      required: ['properties'],
      additionalProperties: false,
      properties: {
        properties: { type: 'object', minProperties: 1, additionalProperties: { $ref: '#/definitions/question' } },
        required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      },
    },
    else: {
      type: 'object',
      description: '{ "properties": { "<pergunta condicional>": false } }: sem a condição, a pergunta não aceita resposta.',
      required: ['properties'],
      additionalProperties: false,
      properties: { properties: { type: 'object', additionalProperties: { const: false } } },
    },
  },
} as const

/** x-form's schema as a part of the file's: its own `$schema`, `$id` and `definitions` belong to the whole file. */
const xForm = Object.fromEntries(Object.entries(FORM_META_SCHEMA).filter(([key]) => !['$schema', '$id', 'definitions'].includes(key)))

export const FORM_FILE_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'excellis-form-file',
  title: 'Um questionário: schemas/<id>.json',
  type: 'object',
  required: ['$schema', '$id', 'type', 'properties', 'x-form'],
  additionalProperties: false,
  properties: {
    $schema: { const: 'http://json-schema.org/draft-07/schema#', description: 'Sempre o JSON Schema draft-07.' },
    $id: text('O id do questionário: igual ao nome do arquivo, em letras minúsculas e hífens (ex.: consultoria-seo).'),
    title: text('O nome do questionário.'),
    type: { const: 'object' },
    additionalProperties: { const: false, description: 'Sempre false: respostas a perguntas que não existem são recusadas.' },
    required: { type: 'array', description: 'As perguntas obrigatórias.', items: { type: 'string' }, uniqueItems: true },
    properties: {
      type: 'object',
      description: 'As perguntas: a chave é o id, o valor a pergunta (true numa pergunta condicional, definida no "then").',
      additionalProperties: { anyOf: [{ $ref: '#/definitions/question' }, { const: true }] },
    },
    allOf: { type: 'array', description: 'As condições: perguntas que aparecem conforme uma resposta anterior.', items: condition },
    'x-form': { $ref: '#/definitions/x-form' },
  },
  definitions: {
    question,
    'x-form': xForm,
    ...FORM_META_SCHEMA.definitions,
  },
} as const

const messages = {
  type: 'object',
  description: 'Mensagens próprias por regra, no lugar das mensagens padrão: "required", "minLength", "maxLength", "format", "oneOf"…',
  additionalProperties: { type: 'string' },
} as const

const section = {
  type: 'object',
  description: 'Uma seção da página: um título e as perguntas dela, na ordem.',
  required: ['title', 'fields'],
  additionalProperties: false,
  properties: {
    title: text('O título da seção.'),
    description: text('Um texto abaixo do título.'),
    fields: {
      type: 'array',
      description: 'Os ids das perguntas da seção, na ordem da página.',
      items: { type: 'string' },
      uniqueItems: true,
    },
    variant: { const: 'card', description: '"card": a seção aparece como um cartão destacado.' },
  },
} as const

const uiField = {
  type: 'object',
  description: 'A apresentação de uma pergunta (ou de um grupo).',
  properties: {
    'ui:widget': {
      description:
        'O controle: textarea (texto longo), radio, checkboxes, other-text ("Outro" com texto), yes-no (Sim ou Não, para "type": "boolean")…',
      enum: Object.keys(WIDGETS),
    },
    'ui:placeholder': text('O texto de exemplo dentro do campo vazio.'),
    'ui:help': text('Uma dica abaixo do campo.'),
    'ui:autocomplete': text('O preenchimento automático do navegador: name, email, tel, organization…'),
    'ui:order': { type: 'array', items: { type: 'string' }, description: 'A ordem das perguntas de um grupo sem seções.' },
    'ui:options': {
      type: 'object',
      properties: {
        rows: { type: 'integer', minimum: 1, description: 'Linhas de um texto longo.' },
        inputType: { enum: ['tel', 'text', 'number'], description: '"tel": o teclado de telefone no celular.' },
        checkboxLabel: text('O texto da caixa "Outro" de um other-text.'),
        [OTHER_OF]: text(
          'Este texto é o "Outro" de uma escolha única: o id dela. Ele aparece logo depois dela, quando a resposta é "outro" (uma condição em "allOf").',
        ),
        messages,
        inline: { type: 'boolean', description: 'As opções lado a lado.' },
      },
    },
  },
  patternProperties: { '^(?!ui:)': { $ref: '#/definitions/field' } },
} as const

export const UI_SCHEMA_FILE_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'excellis-ui-schema-file',
  title: 'A apresentação de um questionário: ui-schemas/<id>.json',
  type: 'object',
  properties: {
    'ui:order': {
      type: 'array',
      items: { type: 'string' },
      description: 'A ordem das perguntas, só num formulário sem seções (com seções, a ordem é a delas).',
    },
    'ui:options': {
      type: 'object',
      properties: {
        sections: { type: 'array', description: 'As seções da página, na ordem; cada pergunta em exatamente uma.', items: section },
        steps: {
          type: 'boolean',
          description:
            'true mostra, no celular, uma seção por tela com "Continuar" e "Voltar" (etapas); em telas largas, a página inteira. Precisa de seções.',
        },
      },
    },
  },
  patternProperties: { '^(?!ui:)': { $ref: '#/definitions/field' } },
  definitions: { field: uiField },
} as const

/** The two schemas as VS Code reads them (JSON files under .vscode/, mapped in .vscode/settings.json). */
export const EDITOR_SCHEMA_FILES = {
  '.vscode/form.schema.json': FORM_FILE_SCHEMA,
  '.vscode/ui-schema.schema.json': UI_SCHEMA_FILE_SCHEMA,
} as const
