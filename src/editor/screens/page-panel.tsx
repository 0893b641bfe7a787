import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { memo, useState } from 'react'
import { objectAt, type JsonObject } from '#form-core'
import { serviceIndex } from '../../content/service-index.ts'
import { CheckField, NumberField, SelectField, TextField } from './fields.tsx'
import { categoryStyle, GROUPS, SCHEMA_TITLE, type Path } from '../model/page-fields.ts'
import { targetId } from '../model/targets.ts'

const tagsOf = (typed: string) =>
  typed
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

const at = (meta: JsonObject, path: Path): unknown => path.reduce<unknown>((node, key) => objectAt(node)[key], meta)
const textAt = (meta: JsonObject, path: Path) => {
  const value = at(meta, path)
  return typeof value === 'string' ? value : ''
}

/** `x-form` in ordinary fields: route, titles, intro, time, card, notices, buttons, related forms, SEO, purpose, retention. */
export const PagePanel = memo(function PagePanel({
  meta,
  schemaTitle,
  otherForms,
  categories,
  onChange,
}: {
  meta: JsonObject
  schemaTitle: string
  otherForms: { id: string; title: string }[]
  /** The categories the other cards use (page-fields.ts, categoriesIn). */
  categories: string[]
  /** `['schema', 'title']` is the schema's own title (form-edits.ts, updateMeta). */
  onChange(path: Path, value: unknown, key?: string): void
}) {
  const idOf = (path: Path) => targetId({ tab: 'page', field: path.join('.') })
  const card = objectAt(meta.card)
  const related = Array.isArray(meta.related) ? meta.related.filter((r): r is string => typeof r === 'string') : []
  const services = Array.isArray(meta.services) ? meta.services.filter((r): r is string => typeof r === 'string') : []
  const retention = at(meta, ['retentionDays'])
  return (
    <Stack gap={6}>
      {GROUPS.map((group) => (
        <Box as="fieldset" key={group.title}>
          <Heading as="legend" size="sm" mb={3}>
            {group.title}
          </Heading>
          <Stack gap={3}>
            {group.title === SCHEMA_TITLE.group && (
              <TextField
                id={targetId({ tab: 'page', field: SCHEMA_TITLE.field })}
                label={SCHEMA_TITLE.label}
                help="Aparece no e-mail que a agência recebe a cada envio e na listagem dos envios."
                value={schemaTitle}
                onChange={(value) => onChange(['schema', 'title'], value, SCHEMA_TITLE.field)}
              />
            )}
            {group.fields.map((spec) => (
              <TextField
                key={spec.path.join('.')}
                id={idOf(spec.path)}
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
                <CategoryField
                  id={idOf(['card', 'category'])}
                  value={typeof card.category === 'string' ? card.category : ''}
                  inUse={categories}
                  onChange={(value) => onChange(['card', 'category'], value, 'card.category')}
                />
                <TextField
                  id={idOf(['card', 'tags'])}
                  label="Palavras-chave do cartão"
                  help="Separadas por vírgula."
                  value={Array.isArray(card.tags) ? card.tags.join(', ') : ''}
                  normalize={(typed) => tagsOf(typed).join(', ')}
                  onChange={(value) => onChange(['card', 'tags'], tagsOf(value), 'card.tags')}
                />
                <CheckField
                  id={idOf(['card', 'popular'])}
                  label="Destacar como popular"
                  checked={card.popular === true}
                  onChange={(popular) => onChange(['card', 'popular'], popular)}
                />
                {meta.kind === 'briefing' && (
                  // Which /servicos sections list this briefing (decision 208): the services by their titles, never ids.
                  <Box as="fieldset" id={idOf(['services'])} tabIndex={-1}>
                    <Text as="legend" fontSize="sm" fontWeight="medium" mb={1}>
                      Aparece nos serviços
                    </Text>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap={1}>
                      {serviceIndex.map((service) => (
                        <CheckField
                          key={service.id}
                          label={service.title}
                          checked={services.includes(service.id)}
                          onChange={(on) =>
                            onChange(['services'], on ? [...services, service.id] : services.filter((id) => id !== service.id), 'services')
                          }
                        />
                      ))}
                    </SimpleGrid>
                  </Box>
                )}
              </>
            )}
            {group.title === 'Busca (SEO) e privacidade' && (
              <NumberField
                id={idOf(['retentionDays'])}
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
        <Heading as="legend" size="sm" mb={1} id={idOf(['related'])} tabIndex={-1}>
          Questionários relacionados
        </Heading>
        <Text fontSize="sm" color="gray.600" mb={3}>
          Aparecem no fim da página; escolha três.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={1}>
          {otherForms.map((form) => (
            <CheckField
              key={form.id}
              label={form.title}
              checked={related.includes(form.id)}
              onChange={(on) => onChange(['related'], on ? [...related, form.id] : related.filter((r) => r !== form.id))}
            />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  )
})

const NEW_CATEGORY = '\u0000nova'

/**
 * "Categoria": one of the categories the other cards use, or a new one typed under "Outra…", written in their style
 * (categoryStyle). Picking "Outra…" keeps the current category until something is typed. Typing never closes the box:
 * a text that names a category in use selects it above and stays as typed (the box used to vanish mid-word, or empty
 * itself, and the typing with it: issue 45).
 */
function CategoryField(props: { id: string; value: string; inUse: string[]; onChange(value: string): void }) {
  const { id, value, inUse, onChange } = props
  const known = inUse.includes(value)
  // Whether the box to type a new category is open: from "Outra…", or a category no other card uses.
  const [adding, setAdding] = useState(() => value !== '' && !known)
  // The category "Outra…" was picked from: still the card's, shown as an empty box until the first keystroke.
  const [pickedFrom, setPickedFrom] = useState<string>()
  const typing = adding || (value !== '' && !known)
  const blank = pickedFrom !== undefined && pickedFrom === value
  const choice = typing && (!known || blank) ? NEW_CATEGORY : value
  const options: [string, string][] = [
    ...(choice === '' ? [['', 'Escolha…'] as [string, string]] : []),
    ...inUse.map((c): [string, string] => [c, c]),
    [NEW_CATEGORY, 'Outra…'],
  ]
  return (
    <Stack gap={2}>
      {/* The field's id (where a problem's link puts the cursor) is the box to type in while the category is new. */}
      <SelectField
        id={typing ? `${id}-escolha` : id}
        label="Categoria"
        help="Agrupa os cartões em /briefings: escolha uma das que os outros cartões usam, ou Outra… para criar uma."
        value={choice}
        options={options}
        onChange={(picked) => {
          setAdding(picked === NEW_CATEGORY)
          setPickedFrom(picked === NEW_CATEGORY ? value : undefined)
          if (picked !== NEW_CATEGORY) onChange(picked)
        }}
      />
      {typing && (
        <TextField
          id={id}
          label="Nova categoria"
          help={known && !blank ? `Essa categoria já existe: o cartão fica em "${value}", escolhida acima.` : undefined}
          value={blank ? '' : value}
          normalize={(typed) => categoryStyle(typed, inUse)}
          onChange={(typed) => {
            setPickedFrom(undefined)
            onChange(categoryStyle(typed, inUse))
          }}
        />
      )}
    </Stack>
  )
}
