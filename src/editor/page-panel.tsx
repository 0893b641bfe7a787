import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { objectAt, type JsonObject } from '#form-core'
import { CheckField, NumberField, TextField } from './fields.tsx'

type Path = string[]

/** One text of `x-form`: where it is, what it is called, and what an empty field means (removed, or null). */
interface TextSpec {
  path: Path
  label: string
  help?: string
  multiline?: boolean
  empty?: 'remove' | 'null'
}

const GROUPS: { title: string; fields: TextSpec[] }[] = [
  {
    title: 'Página',
    fields: [
      { path: ['title'], label: 'Título da página' },
      { path: ['intro'], label: 'Introdução', multiline: true, empty: 'remove' },
      {
        path: ['route'],
        label: 'Endereço (rota)',
        help: 'Ex.: /briefing-criacao-site. Vazio: o formulário não tem página própria (fica dentro de outra).',
        empty: 'null',
      },
      { path: ['estimatedTime'], label: 'Tempo estimado', help: 'Ex.: 8-10 min', empty: 'remove' },
      {
        path: ['afterSuccess'],
        label: 'Depois de enviar, ir para',
        help: 'Ex.: /briefing-obrigado. Vazio: fica na página.',
        empty: 'null',
      },
    ],
  },
  {
    title: 'Cartão em /briefings',
    fields: [
      { path: ['card', 'title'], label: 'Título do cartão' },
      { path: ['card', 'description'], label: 'Descrição do cartão', multiline: true },
      {
        path: ['card', 'category'],
        label: 'Categoria',
        help: 'Texto livre; use uma das categorias que os outros cartões já usam para agrupar (ex.: Digital, Marketing).',
      },
    ],
  },
  {
    title: 'Avisos e botões',
    fields: [
      { path: ['notices', 'success', 'title'], label: 'Aviso de sucesso: título' },
      { path: ['notices', 'success', 'description'], label: 'Aviso de sucesso: texto', empty: 'remove' },
      { path: ['notices', 'failure', 'title'], label: 'Aviso de falha: título' },
      { path: ['notices', 'failure', 'description'], label: 'Aviso de falha: texto', empty: 'remove' },
      { path: ['buttons', 'submit'], label: 'Botão de enviar' },
      { path: ['buttons', 'submitting'], label: 'Botão enquanto envia' },
    ],
  },
  {
    title: 'Busca (SEO) e privacidade',
    fields: [
      { path: ['seo', 'title'], label: 'Título no Google' },
      { path: ['seo', 'description'], label: 'Descrição no Google', help: 'Até 160 caracteres.', multiline: true },
      {
        path: ['purpose'],
        label: 'Para que usamos os dados (LGPD)',
        multiline: true,
        empty: 'remove',
        help: 'Vazio: o texto padrão da política de privacidade.',
      },
    ],
  },
]

const at = (meta: JsonObject, path: Path): unknown => path.reduce<unknown>((node, key) => objectAt(node)[key], meta)
const textAt = (meta: JsonObject, path: Path) => {
  const value = at(meta, path)
  return typeof value === 'string' ? value : ''
}

/** `x-form` in ordinary fields: route, titles, intro, time, card, notices, buttons, related forms, SEO, purpose, retention. */
export function PagePanel({
  meta,
  otherForms,
  onChange,
}: {
  meta: JsonObject
  otherForms: { id: string; title: string }[]
  onChange(path: Path, value: unknown, key: string): void
}) {
  const card = objectAt(meta.card)
  const related = Array.isArray(meta.related) ? meta.related.filter((r): r is string => typeof r === 'string') : []
  const retention = at(meta, ['retentionDays'])
  return (
    <Stack gap={6}>
      {GROUPS.map((group) => (
        <Box as="fieldset" key={group.title}>
          <Heading as="legend" size="sm" mb={3}>
            {group.title}
          </Heading>
          <Stack gap={3}>
            {group.fields.map((spec) => (
              <TextField
                key={spec.path.join('.')}
                label={spec.label}
                help={spec.help}
                multiline={spec.multiline}
                value={textAt(meta, spec.path)}
                onChange={(value) =>
                  onChange(spec.path, value === '' && spec.empty ? (spec.empty === 'null' ? null : undefined) : value, spec.path.join('.'))
                }
              />
            ))}
            {group.title === 'Cartão em /briefings' && (
              <>
                <TextField
                  label="Palavras-chave do cartão"
                  help="Separadas por vírgula."
                  value={Array.isArray(card.tags) ? card.tags.join(', ') : ''}
                  onChange={(value) =>
                    onChange(
                      ['card', 'tags'],
                      value
                        .split(',')
                        .map((t) => t.trim())
                        .filter(Boolean),
                      'card.tags',
                    )
                  }
                />
                <CheckField
                  label="Destacar como popular"
                  checked={card.popular === true}
                  onChange={(popular) => onChange(['card', 'popular'], popular, 'card.popular')}
                />
              </>
            )}
            {group.title === 'Busca (SEO) e privacidade' && (
              <NumberField
                label="Guardar as respostas por (dias)"
                help="Vazio: 730 dias, o prazo padrão."
                value={typeof retention === 'number' ? retention : undefined}
                onChange={(days) => onChange(['retentionDays'], days, 'retentionDays')}
              />
            )}
          </Stack>
        </Box>
      ))}
      <Box as="fieldset">
        <Heading as="legend" size="sm" mb={1}>
          Questionários relacionados
        </Heading>
        <Text fontSize="sm" color="gray.600" mb={3}>
          Aparecem no fim da página; escolha três.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={1}>
          {otherForms.map((form) => (
            <CheckField
              key={form.id}
              label={`${form.title} (${form.id})`}
              checked={related.includes(form.id)}
              onChange={(on) => onChange(['related'], on ? [...related, form.id] : related.filter((r) => r !== form.id), 'related')}
            />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  )
}
