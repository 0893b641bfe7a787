import type { Plugin, ViteDevServer } from 'vite'
import type { RJSFSchema } from '@rjsf/utils'
import { type FormMeta, schemaHash } from '#form-core'
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { FORMS_CHANGED, type FormEntry, type FormHead } from '../../src/forms/form-entry.ts'
import { compileValidatorModule } from '../forms/compile-validator.ts'
import { countLeafFields, formHeadOf, loadForms, rootDir, schemasDir, uiSchemasDir } from '../forms/load-forms.ts'
import { privacySummary } from '../forms/privacy-summary.ts'
import { writeFormIds } from '../forms/form-id-type.ts'

const MANIFEST = 'virtual:forms'
const INDEX = 'virtual:form-index'
const FORM_PREFIX = 'virtual:form/'
const VALIDATOR_PREFIX = 'virtual:form-validator/'
const PERSONAL_DATA = 'virtual:personal-data'

/** The forms' virtual modules: the index every page needs, full metadata, the privacy list, and one chunk per form. */
export function formsPlugin(): Plugin {
  return {
    name: 'excellis-forms',
    // Before the type check of a build and at dev start; a schema added or removed under dev rewrites it too.
    async buildStart() {
      await writeFormIds()
    },
    resolveId(source) {
      if (
        source === MANIFEST ||
        source === INDEX ||
        source === PERSONAL_DATA ||
        source.startsWith(FORM_PREFIX) ||
        source.startsWith(VALIDATOR_PREFIX)
      ) {
        return `\0${source}`
      }
      return null
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return null
      const source = id.slice(1)
      const forms = loadForms()
      forms.forEach((f) => {
        this.addWatchFile(f.schemaPath)
        this.addWatchFile(f.uiSchemaPath)
      })
      if (source === MANIFEST) {
        const entries: FormEntry[] = forms.map((f) => ({
          id: f.id,
          fieldCount: countLeafFields(f.schema),
          ...(f.schema['x-form'] as FormMeta),
        }))
        return `export const forms = ${JSON.stringify(entries)};\n`
      }
      if (source === PERSONAL_DATA) return `export const personalData = ${JSON.stringify(privacySummary(forms))};\n`
      if (source === INDEX) {
        const heads: FormHead[] = forms.map((f) => formHeadOf(f.id, f.schema['x-form'] as FormMeta))
        const loaders = forms.map((f) => `  ${JSON.stringify(f.id)}: () => import(${JSON.stringify(FORM_PREFIX + f.id)}),`).join('\n')
        return `export const formHeads = ${JSON.stringify(heads)};\nexport const loaders = {\n${loaders}\n};\n`
      }
      if (source.startsWith(FORM_PREFIX)) {
        const form = forms.find((f) => f.id === source.slice(FORM_PREFIX.length))
        if (!form) return null
        return [
          `import schema from ${JSON.stringify(form.schemaPath)};`,
          `import uiSchema from ${JSON.stringify(form.uiSchemaPath)};`,
          `import validateFns from ${JSON.stringify(VALIDATOR_PREFIX + form.id)};`,
          `export const revision = ${JSON.stringify(await schemaHash(form.schema))};`,
          'export { schema, uiSchema, validateFns };',
        ].join('\n')
      }
      const form = forms.find((f) => f.id === source.slice(VALIDATOR_PREFIX.length))
      return form ? compileValidatorModule(form.schema as RJSFSchema) : null
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([schemasDir, uiSchemasDir])
    },
    // A form file changed: the forms' modules are rebuilt on the next request, the FormId type is written again, and
    // the pages are told (src/main.tsx reloads every page but the editor, which wrote the file and keeps its undo and
    // focus). Vite's own update would reload every page, the editor's included.
    hotUpdate({ file, server }) {
      if (!file.startsWith(schemasDir) && !file.startsWith(uiSchemasDir)) return
      if (this.environment.name !== 'client') return []
      void writeFormIds()
      for (const mod of server.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.startsWith('\0virtual:') || mod.file === file) server.moduleGraph.invalidateModule(mod)
      }
      const text = existsSync(file) ? readFileSync(file, 'utf8') : null
      server.ws.send({ type: 'custom', event: FORMS_CHANGED, data: { file: relative(rootDir, file), text } })
      return []
    },
  }
}
