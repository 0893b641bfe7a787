import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderFormsModule } from '../functions/forms-module.ts'
import { readFunctionForms } from '../functions/read-function-forms.ts'
import { generatedDirOf, renderTypeFiles, writeTypeFiles } from '../types/type-files.ts'

/**
 * Brings the generated files in line with the new schema, so the project type-checks and the new function
 * finds its form right away: src/forms/generated (gen:types) and, when the backend uses it,
 * supabase/functions/_shared/forms.generated.ts (gen:functions). Returns the paths written.
 */
export async function regenerate(root: string): Promise<string[]> {
  const written: string[] = []
  const { outdated } = writeTypeFiles(generatedDirOf(root), await renderTypeFiles(root))
  written.push(...outdated.map((name) => `src/forms/generated/${name}`))
  const functionsModule = join(root, 'supabase/functions/_shared/forms.generated.ts')
  if (existsSync(functionsModule)) {
    writeFileSync(functionsModule, renderFormsModule(await readFunctionForms(join(root, 'schemas'))))
    written.push('supabase/functions/_shared/forms.generated.ts')
  }
  return written
}
