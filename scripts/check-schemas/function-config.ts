/**
 * The `[functions.<name>]` sections of supabase/config.toml. Only what check:schemas and new:form need: no
 * TOML library, because the file's function sections are flat `key = value` lines (see the file).
 */
export interface FunctionSection {
  name: string
  /** Offset of the `[functions.<name>]` header, to print config.toml:line. */
  offset: number
  /** Offset just past the section's last non-blank line. */
  end: number
  /** Raw right-hand sides, e.g. `false`, `"./functions/import_map.json"`. */
  values: Record<string, string>
}

const header = /^\[\s*functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]\s*(?:#.*)?$/

export function functionSections(toml: string): FunctionSection[] {
  const sections: FunctionSection[] = []
  let current: FunctionSection | undefined
  let offset = 0
  for (const line of toml.split('\n')) {
    const trimmed = line.trim()
    if (trimmed.startsWith('[')) {
      const m = header.exec(trimmed)
      current = m ? { name: m[1] ?? m[2], offset, end: offset + line.length, values: {} } : undefined
      if (current) sections.push(current)
    } else if (current && trimmed && !trimmed.startsWith('#')) {
      const kv = /^([A-Za-z0-9_-]+)\s*=\s*(.*?)\s*$/.exec(trimmed)
      if (kv) current.values[kv[1]] = kv[2]
      current.end = offset + line.length
    }
    offset += line.length + 1
  }
  return sections
}

/** The import map the existing public functions share (the most used), to give a new one the same. */
export function sharedImportMap(sections: FunctionSection[]): string | undefined {
  const counts = new Map<string, number>()
  for (const s of sections) if (s.values.import_map) counts.set(s.values.import_map, (counts.get(s.values.import_map) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/** What a form's public function must have in config.toml; an empty list when the section is right. */
export function sectionProblems(section: FunctionSection, importMap: string | undefined): string[] {
  const problems: string[] = []
  if (section.values.verify_jwt !== 'false') {
    problems.push(`[functions.${section.name}] precisa de verify_jwt = false: quem preenche o formulário não tem login`)
  }
  if (importMap && section.values.import_map !== importMap) {
    problems.push(`[functions.${section.name}] precisa de import_map = ${importMap}, como as outras funções`)
  }
  return problems
}

/** The section new:form appends for a form's function, in the file's style. */
export const sectionText = (name: string, importMap: string | undefined): string =>
  [`[functions.${name}]`, 'verify_jwt = false', ...(importMap ? [`import_map = ${importMap}`] : []), ''].join('\n')

/**
 * `toml` with a `[functions.<name>]` section added among the others, in alphabetical order like the file
 * keeps them; undefined when the section is already there.
 */
export function withFunctionSection(toml: string, name: string): string | undefined {
  const sections = functionSections(toml)
  if (sections.some((s) => s.name === name)) return undefined
  const block = sectionText(name, sharedImportMap(sections))
  const next = sections.find((s) => s.name.localeCompare(name) > 0)
  if (next) return `${toml.slice(0, next.offset)}${block}\n${toml.slice(next.offset)}`
  const last = sections.at(-1)
  if (last) return `${toml.slice(0, last.end)}\n\n${block}${toml.slice(last.end).replace(/^\n+/, '')}`
  return `${toml.replace(/\n*$/, '\n')}\n${block}`
}
