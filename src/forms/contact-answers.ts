import { isObject, objectAt, PERSONAL_KEYWORD, type JsonObject } from '#form-core'

/** Who the visitor is: the kinds of `x-personal` a second briefing starts with (free text is an answer, not a contact). */
const CONTACT_KINDS = new Set(['name', 'email', 'phone'])

/** A top-level question that is, or groups (the event's `contactInfo`), a contact field. */
const holdsContact = (field: unknown): boolean =>
  isObject(field) && (CONTACT_KINDS.has(String(field[PERSONAL_KEYWORD])) || Object.values(objectAt(field.properties)).some(holdsContact))

/**
 * The answers "Enviar outro briefing" keeps (issue 43: the prospect typed name, e-mail and phone again): every answer
 * of a section that holds a contact field (the company beside the name, say). A form without sections (the contact
 * form, whose spec says it is cleared) keeps nothing. Read from `x-personal` and the ui-schema's sections.
 */
export function contactAnswers(schema: JsonObject, uiSchema: JsonObject, data: JsonObject): JsonObject {
  const properties = objectAt(schema.properties)
  const contact = Object.keys(properties).filter((key) => holdsContact(properties[key]))
  const sections = objectAt(uiSchema['ui:options']).sections
  const fieldsOf = (section: unknown) => (isObject(section) && Array.isArray(section.fields) ? section.fields.map(String) : [])
  const kept = Array.isArray(sections)
    ? sections
        .map(fieldsOf)
        .filter((fields) => fields.some((key) => contact.includes(key)))
        .flat()
    : []
  return Object.fromEntries(Object.entries(data).filter(([key]) => kept.includes(key)))
}
