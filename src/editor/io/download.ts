import { strToU8, zipSync } from 'fflate'
import type { FormTexts } from '#form-core'

/**
 * "Baixar arquivos": one archive, `<id>.zip`, holding `schemas/<id>.json` and `ui-schemas/<id>.json`: unzipped at
 * the project's root, both files drop in place. fflate (in the editor's chunk only) writes the zip.
 */
export function downloadFiles(id: string, texts: FormTexts): void {
  const archive = zipSync({ schemas: { [`${id}.json`]: strToU8(texts.schema) }, 'ui-schemas': { [`${id}.json`]: strToU8(texts.uiSchema) } })
  const url = URL.createObjectURL(new Blob([archive], { type: 'application/zip' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: `${id}.zip` })
  link.click()
  // The browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
