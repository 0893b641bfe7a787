import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import { trimmedAnswers, type JsonObject } from '#form-core'
import type { FormModule } from '../form-entry.ts'

/**
 * A validator over the form's precompiled functions (no ajv compiler in the browser). No ajv-i18n: every keyword a
 * question may carry has its Portuguese sentence in form-core/messages.ts (tests/forms/error-list.test.ts), which
 * replaces ajv's text in transform-errors.ts, so its ~1.2 KB gzip of translations were never shown.
 * It checks the answers as the forms function does, trimmed (form-core's trimmedAnswers); the boxes keep what was typed.
 */
export function createFormValidator({ validateFns, schema }: FormModule) {
  const validator = createPrecompiledValidator(validateFns, schema)
  const validateFormData = validator.validateFormData.bind(validator)
  validator.validateFormData = (formData, ...rest) => validateFormData(trimmedAnswers(schema as JsonObject, formData), ...rest)
  return validator
}
