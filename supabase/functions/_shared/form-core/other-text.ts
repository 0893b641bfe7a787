import { conditionsOf, type Condition } from './conditions.ts'
import { objectAt, type JsonObject } from './json.ts'

/**
 * A single choice's "Outro" text (decisions 183 and 196): the choice ends with the "outro" option, a question on
 * that condition asks which, and its ui-schema entry marks it as the choice's. Read by check:schemas and the editor;
 * a module of its own, so the public pages, which draw the pair as any condition, do not carry it.
 */

/** The option a single choice with "Outro" ends with; picking it shows the text that asks which (decision 183). */
export const OTHER_OPTION = { const: 'outro', title: 'Outro' } as const

/**
 * The mark of a single choice's "Outro" text (decision 198): `"ui:options": { "otherOf": "<choice>" }` on the text's
 * ui-schema entry. check:schemas holds it true (the choice exists, offers "outro", and that answer shows the text);
 * the editor reads and writes the pair as one question by it, never by the text's name.
 */
export const OTHER_OF = 'otherOf'

/** The choice a text is the "Outro" text of, as its ui-schema entry marks it. */
export function otherOf(ui: unknown): string | undefined {
  const choice = objectAt(objectAt(ui)['ui:options'])[OTHER_OF]
  return typeof choice === 'string' ? choice : undefined
}

/** The root's conditions that show `key` when `choice` is answered "outro". */
export const otherConditions = (schema: JsonObject, choice: string, key: string): Condition[] =>
  conditionsOf(schema).filter(
    (c) => c.trigger === choice && 'const' in c.test && c.test.const === OTHER_OPTION.const && c.questions.some(([k]) => k === key),
  )
