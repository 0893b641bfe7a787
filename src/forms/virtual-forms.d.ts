declare module 'virtual:forms' {
  import type { FormEntry } from './form-meta.ts'
  import type { FormModule } from './form-module.ts'
  export const forms: FormEntry[]
  export const loaders: Record<string, () => Promise<FormModule>>
}
