import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import type { FormModule } from '../form-entry.ts'

/**
 * A validator over the form's precompiled functions (no ajv compiler in the browser). No ajv-i18n: every keyword a
 * question may carry has its Portuguese sentence in form-core/messages.ts (tests/forms/error-list.test.ts), which
 * replaces ajv's text in transform-errors.ts, so its ~1.2 KB gzip of translations were never shown.
 */
export const createFormValidator = ({ validateFns, schema }: FormModule) => createPrecompiledValidator(validateFns, schema)
