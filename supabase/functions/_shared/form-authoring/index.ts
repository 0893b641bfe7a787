/**
 * form-authoring: what writing a questionnaire needs and visiting one never does: the checks (check:schemas and the
 * editor's problems), the new-form templates, the JSON Schemas of the two files, the published fields' contracts.
 * Pure TypeScript over form-core, run by the CLIs and in the editor's chunk; the public pages never load it.
 */
export * from './ajv-errors-pt.ts'
export * from './check-forms.ts'
export * from './check-input.ts'
export * from './field-contract.ts'
export * from './file-schemas.ts'
export * from './form-templates.ts'
export * from './problem.ts'
export * from './rules/compatibility.ts'
export { BRIEFING_EMAIL_OPTIONAL, BRIEFING_WITHOUT_EMAIL } from './rules/personal-data-tags.ts'
export * from './rules/routes.ts'
