import { ENVIRONMENT, type EnvName, type Reader, type Variable } from '#functions/platform/environment.ts'

/**
 * docs/environment.md, written from environment.ts alone (`npm run docs`): every variable under the first reader it
 * names, with who reads it, who requires it, its default and format. tests/scripts/environment-docs.test.ts fails
 * when the file is not this text, so the list and its page cannot drift.
 */
export const ENVIRONMENT_DOC = 'docs/environment.md'

/** Each reader in the page's words, in the order its sections appear. */
const READERS: Record<Reader, { section: string; word: string }> = {
  'site build': { section: 'Build do site', word: 'build do site' },
  function: { section: 'Funções (Supabase)', word: 'funções' },
  'local backend': { section: 'Backend local', word: 'backend local' },
  deploy: { section: 'Publicação (`npm run deploy`)', word: '`npm run deploy`' },
  scripts: { section: 'Scripts', word: 'scripts' },
  benchmarks: { section: 'Benchmarks', word: 'benchmarks' },
  tests: { section: 'Testes', word: 'testes' },
}

const WIDTH = 120

/** Greedy word wrap, never inside a code span; continuation lines indented under a list item. */
function wrap(text: string, indent: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.match(/(?:`[^`]*`|[^\s`])+/g) ?? []) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = indent + word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line]
}

/** The value an unset name parses to, as the page shows it: `5`, `supabase`, or nothing. */
function defaultOf(variable: Variable): string | undefined {
  const parsed = variable.value.schema.safeParse(undefined)
  return parsed.success && parsed.data !== undefined ? `\`${String(parsed.data)}\`` : undefined
}

/** `<` and `>` outside code spans, as text: markdown would read `<ref>` as an HTML tag and drop it. */
const escaped = (text: string) =>
  text
    .split('`')
    .map((part, i) => (i % 2 === 0 ? part.replaceAll('<', '&lt;').replaceAll('>', '&gt;') : part))
    .join('`')

function item(name: EnvName): string[] {
  const variable: Variable = ENVIRONMENT[name]
  const words = (readers: readonly Reader[] = []) => readers.map((r) => READERS[r].word).join(', ')
  const facts = [
    `lida por: ${words(variable.readers)}`,
    variable.requiredBy ? `obrigatória para: ${words(variable.requiredBy)}` : undefined,
    variable.injected ? 'definida pela plataforma, não por nós' : undefined,
    `formato: ${variable.value.expects}`,
    defaultOf(variable) ? `padrão: ${defaultOf(variable)}` : undefined,
  ].filter(Boolean)
  const sentence = escaped(variable.description.charAt(0).toUpperCase() + variable.description.slice(1))
  return wrap(`- \`${name}\` — ${sentence}. *${facts.join('; ')}.*`, '  ')
}

/** The whole page. */
export function environmentDoc(): string {
  const names = Object.keys(ENVIRONMENT) as EnvName[]
  const sections = (Object.keys(READERS) as Reader[]).flatMap((reader) => {
    const here = names.filter((name) => ENVIRONMENT[name].readers[0] === reader)
    return here.length === 0 ? [] : ['', `## ${READERS[reader].section}`, '', ...here.flatMap(item)]
  })
  return [
    '# Variáveis de ambiente',
    '',
    '<!-- Escrito por `npm run docs` a partir de supabase/functions/_shared/platform/environment.ts; não edite à mão. -->',
    '',
    ...wrap(
      'A lista única é `supabase/functions/_shared/platform/environment.ts`: quem lê cada variável, quem a exige, o formato (zod) ' +
        'e o padrão. O código lê os valores só por ela (`readEnv`; o ESLint recusa `process.env` e `Deno.env` fora dela), e ' +
        'esta página é escrita a partir dela por `npm run docs`. Cada variável aparece sob o primeiro que a lê. Um valor vazio ' +
        'conta como ausente; um valor que não tem o formato pedido é recusado com o nome e o formato.',
      '',
    ),
    ...sections,
    '',
  ].join('\n')
}
