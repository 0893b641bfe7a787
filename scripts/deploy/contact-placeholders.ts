import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface ContactFile {
  contact: Record<string, string>
  contactPlaceholders: readonly string[]
}

/** A safety net under the explicit list: a value can be real and still listed, never the reverse. */
const INVENTED = [
  { test: (v: string) => /(\d)\1{4}/.test(v.replace(/\D/g, '')), why: 'cinco dígitos iguais seguidos' },
  { test: (v: string) => /\b(todo|tbd|xxx+|lorem|ipsum|exemplo|example|placeholder|a definir)\b/i.test(v), why: 'texto de exemplo' },
  { test: (v: string) => v.trim() === '', why: 'vazio' },
]

/** One line per placeholder still listed or looking invented; empty when the site may go to production. */
export function contactPlaceholderProblems({ contact, contactPlaceholders }: ContactFile): string[] {
  return Object.entries(contact).flatMap(([name, value]) => {
    if (contactPlaceholders.includes(name)) return [`${name} = "${value}": ainda marcado como provisório (contactPlaceholders)`]
    const invented = INVENTED.find((rule) => rule.test(value))
    return invented ? [`${name} = "${value}": parece inventado (${invented.why})`] : []
  })
}

export async function readContactFile(root: string): Promise<ContactFile> {
  return (await import(pathToFileURL(join(root, 'src/content/contact.ts')).href)) as ContactFile
}
