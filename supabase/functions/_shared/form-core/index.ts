/**
 * form-core: what runs wherever a form does (the browser, the `forms` function, the CLIs). Pure TypeScript: no DOM,
 * Node or Deno API. Everything outside this folder imports this entry, never a file inside (lint: boundaries).
 */
export * from './ajv.ts'
export * from './conditions.ts'
export * from './other-text.ts'
export * from './error-list.ts'
export * from './escaping.ts'
export * from './form-meta.ts'
export * from './names.ts'
export * from './staff-routes.ts'
export * from './workspace-names.ts'
export * from './honeypot.ts'
export * from './json.ts'
export * from './labelled-answers.ts'
export * from './map-columns.ts'
export * from './messages.ts'
export * from './migrations.ts'
export * from './personal-data.ts'
export * from './personal-fields.ts'
export * from './schema-hash.ts'
export * from './schema-walk.ts'
export * from './widgets.ts'
