declare module 'virtual:forms' {
  import type { FormEntry } from './form-entry.ts'
  export const forms: FormEntry[]
}

declare module 'virtual:personal-data' {
  import type { PersonalDataEntry } from '#form-core'
  export const personalData: PersonalDataEntry[]
}

declare module 'virtual:form-index' {
  import type { FormHead, FormModule } from './form-entry.ts'
  export const formHeads: FormHead[]
  export const loaders: Record<string, () => Promise<FormModule>>
}
