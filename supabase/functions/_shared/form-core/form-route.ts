/** The one Edge Function every questionnaire is sent to: `POST /functions/v1/forms/<form id>`. */
export const FORMS_FUNCTION = 'forms'

/** The revision (schema hash) the page rendered and validated against; the server validates against the same. */
export const REVISION_HEADER = 'x-form-revision'

const FORM_ID = /^[a-z0-9][a-z0-9-]{0,63}$/

/** Supabase hands the function `/forms/<id>`; a gateway that strips the name leaves `/<id>`. */
export function formIdFromPath(pathname: string): string | undefined {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        return ''
      }
    })
  const at = segments.lastIndexOf(FORMS_FUNCTION)
  const rest = at >= 0 ? segments.slice(at + 1) : segments
  return rest.length === 1 && FORM_ID.test(rest[0]) ? rest[0] : undefined
}
