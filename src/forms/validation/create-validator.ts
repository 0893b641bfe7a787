import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import localizePtBR from 'ajv-i18n/localize/pt-BR'
import type { FormModule } from '../form-meta.ts'
import type { Localizer } from '@rjsf/validator-ajv8'

/** A validator over the form's precompiled functions (no ajv compiler in the browser), messages in pt-BR. */
export const createFormValidator = ({ validateFns, schema }: FormModule) =>
  createPrecompiledValidator(validateFns, schema, localizePtBR as Localizer)
