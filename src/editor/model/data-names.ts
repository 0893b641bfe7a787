/**
 * Data names from the titles a marketer types: a question's key in camelCase ("Prazo desejado" → `prazoDesejado`),
 * an option's value in kebab-case ("Loja virtual" → `loja-virtual`). A name follows its title while it is still
 * the one derived from it and nothing is stored under it; once published, or typed by hand, it stays.
 */

/** Small words that say nothing in a name: "Nome da empresa" → `nomeEmpresa`. */
const FILLERS = new Set('a o as os ao aos da de do das dos e em no na nos nas um uma seu sua para por pelo pela'.split(' '))
const MAX_NAME = 40

const plainWords = (title: string): string[] =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "E-mail", "pré-venda": one word, as people read it.
    .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** The first of `base`, `base2`, `base3`… not in `taken` (`base-2`… with a separator). */
export function uniqueName(base: string, taken: ReadonlySet<unknown>, separator = ''): string {
  let name = base
  for (let n = 2; taken.has(name); n++) name = `${base}${separator}${n}`
  return name
}

/** A question's key from its title: camelCase, ASCII, starting with a letter; `pergunta` when the title has no letters. */
export function questionKey(title: string): string {
  const all = plainWords(title)
  const meaningful = all.filter((w) => !FILLERS.has(w))
  const words = meaningful.length ? meaningful : all
  let key = ''
  for (const [i, word] of words.entries()) {
    const next = i === 0 ? word : word[0].toUpperCase() + word.slice(1)
    if (key && key.length + next.length > MAX_NAME) break
    key += next
  }
  key = key.slice(0, MAX_NAME)
  if (!key) return 'pergunta'
  return /^[0-9]/.test(key) ? `q${key}` : key
}

/** An option's value from its label: kebab-case, ASCII (`Loja virtual` → `loja-virtual`); unique among `taken`. */
export function optionValue(label: string, taken: readonly unknown[] = []): string {
  const base = plainWords(label).join('-').slice(0, MAX_NAME).replace(/-$/, '') || 'opcao'
  return uniqueName(base, new Set(taken), '-')
}

/** A questionnaire's id from its name: kebab-case without small words ("Briefing de Consultoria SEO" → `briefing-consultoria-seo`). */
export const formIdOf = (name: string): string =>
  plainWords(name)
    .filter((w) => !FILLERS.has(w))
    .join('-')
    .slice(0, 60)
    .replace(/-$/, '')
