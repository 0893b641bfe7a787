import { objectAt } from '#form-core'

/** The "Página" panel's fields: where each text of `x-form` is, what the panel calls it, and what an empty field means. */

export type Path = string[]

/** One text of `x-form`: where it is, what it is called, and what an empty field means (removed, or null). */
interface TextSpec {
  path: Path
  label: string
  help?: string
  multiline?: boolean
  empty?: 'remove' | 'null'
}

export const GROUPS: { title: string; fields: TextSpec[] }[] = [
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
    ],
  },
  {
    title: 'Avisos e botões',
    fields: [
      { path: ['notices', 'success', 'title'], label: 'Aviso de sucesso: título' },
      { path: ['notices', 'success', 'description'], label: 'Aviso de sucesso: texto', empty: 'remove' },
      { path: ['notices', 'failure', 'title'], label: 'Aviso de falha: título' },
      { path: ['notices', 'failure', 'description'], label: 'Aviso de falha: texto', empty: 'remove' },
      { path: ['confirmation', 'title'], label: 'Confirmação depois do envio: título' },
      {
        path: ['confirmation', 'description'],
        label: 'Confirmação: o que acontece agora',
        help: 'Fica na página (ou no alto da página de destino) até o visitante seguir adiante.',
        multiline: true,
      },
      {
        path: ['confirmation', 'again'],
        label: 'Confirmação: botão para enviar outro',
        help: 'Só quando fica na página. Ex.: Enviar outro briefing.',
        empty: 'remove',
      },
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

/** The other fields of the panel, which are no plain text: the lookup below names them too. */
const OTHER_FIELDS: { path: Path; label: string; group: string }[] = [
  { path: ['card', 'category'], label: 'Categoria', group: 'Cartão em /briefings' },
  { path: ['card', 'tags'], label: 'Palavras-chave do cartão', group: 'Cartão em /briefings' },
  { path: ['card', 'popular'], label: 'Destacar como popular', group: 'Cartão em /briefings' },
  { path: ['services'], label: 'Aparece nos serviços', group: 'Cartão em /briefings' },
  { path: ['retentionDays'], label: 'Guardar as respostas por (dias)', group: 'Busca (SEO) e privacidade' },
  { path: ['related'], label: 'Questionários relacionados', group: 'Questionários relacionados' },
]

/** The schema's own title: the questionnaire's name in the agency's e-mail and in `npm run submissions`. */
export const SCHEMA_TITLE = { field: 'schema.title', label: 'Nome do questionário para a agência', group: 'Página' }

/**
 * The panel's field for a place in `x-form` (`['card', 'tags', 0]` → the card's keywords), named as the panel
 * names it: where a problem about that place takes the marketer.
 */
export function pageFieldOf(path: readonly (string | number)[]): { field: string; label: string; group: string } | undefined {
  const specs = [...GROUPS.flatMap((g) => g.fields.map((f) => ({ ...f, group: g.title }))), ...OTHER_FIELDS]
  const found = specs
    .filter((spec) => spec.path.every((key, i) => String(path[i]) === key))
    .sort((a, b) => b.path.length - a.path.length)[0]
  return found && { field: found.path.join('.'), label: found.label, group: found.group }
}

/**
 * A category as the cards write them: one already in use whatever its case and accents ("automacao" is "Automação"),
 * else the typed one with a capital first letter (the play-test's "vídeo" came out unlike every other card, issue 45).
 */
export function categoryStyle(typed: string, inUse: readonly string[]): string {
  const text = typed.trim()
  const known = inUse.find((c) => c.localeCompare(text, 'pt-BR', { sensitivity: 'base' }) === 0)
  return known ?? text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1)
}

/** The categories the other cards use, each once, in alphabetical order: what the "Categoria" field offers. */
export function categoriesIn(metas: readonly unknown[]): string[] {
  const found = metas.flatMap((meta) => {
    const category = objectAt(objectAt(meta).card).category
    return typeof category === 'string' && category.trim() ? [category] : []
  })
  return [...new Set(found)].sort((a, b) => a.localeCompare(b, 'pt-BR'))
}
