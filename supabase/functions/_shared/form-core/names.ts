/**
 * The names every layer shares: the form id rule, the server's routes and header, the project's paths, the browser's
 * storage keys. Each is written here once; everything else imports it. The site's pages and their routes are the
 * pages table's (src/content/pages.ts), which content links name by page id.
 */

/**
 * A form's id is its file name, its key in the database and in every URL: kebab-case from a letter, 64 at most. It is
 * also a key in JavaScript objects everywhere (the registry, the lock, a project's forms), so it is never the one
 * kebab-case name every object already answers to, `constructor` (issue 42: read as a questionnaire that exists).
 */
export const FORM_ID = /^(?=.{1,64}$)(?!constructor$)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

export const isFormId = (value: unknown): value is string => typeof value === 'string' && FORM_ID.test(value)

/** Where supabase-js calls the functions: `POST /functions/v1/<function>/…`. */
export const FUNCTIONS_PATH = '/functions/v1'

/** The one Edge Function every questionnaire is sent to: `POST /functions/v1/forms/<form id>`. */
export const FORMS_FUNCTION = 'forms'

/** `POST /functions/v1/forms/_outbox`: never a form (a form id has no `_`), called by pg_cron through pg_net. */
export const OUTBOX_SEGMENT = '_outbox'

/** `POST /functions/v1/forms/_funil`: a visit's step counted in its form's funnel (decision 221); never a form either. */
export const FUNNEL_SEGMENT = '_funil'

/** The revision (schema hash) the page rendered and validated against; the server validates against the same. */
export const REVISION_HEADER = 'x-form-revision'

/** The project's files, relative to its root (the CLIs join them to the root they work on). */
export const PROJECT_PATHS = {
  schemas: 'schemas',
  uiSchemas: 'ui-schemas',
  migrations: 'supabase/migrations',
  /** The Supabase project's settings: the function's, and the Auth's that the local backend applies too. */
  supabaseConfig: 'supabase/config.toml',
  /** What production runs, written by `npm run deploy`: a breaking edit is caught in the pull request (decision 070). */
  publishedLock: 'supabase/published-forms.lock.json',
  auditChecklist: 'src/tools/audit/checklist.json',
  localDatabase: '.local-db',
} as const

/** Where the editor's "Salvar" posts under `npm run dev` (the site's own pages and routes: src/content/pages.ts). */
export const EDITOR_SAVE_PATH = '/__editor/save'

/** Keys in the visitor's or the marketer's browser storage; one namespace each, so no two can collide. */
export const STORAGE_KEYS = {
  formDraft: (formId: string) => `excellis:draft:${formId}`,
  /** Submissions kept in this browser only (`{ local: true }`, the diagnostic). */
  localSubmissions: (formId: string) => `excellis:submissions:${formId}`,
  auditTicks: 'excellis:audit:v1',
  /** The funnel's visit of a form, in `sessionStorage` only: gone with the tab (decision 221). */
  funnelVisit: (formId: string) => `excellis:visit:${formId}`,
  /** An edited form's texts until saved; `draft:` keeps a form named `new` apart from the list below. */
  editorDraft: (formId: string) => `excellis-editor:draft:${formId}`,
  /** Forms started in the editor and not yet saved. */
  editorNewForms: 'excellis-editor:new-forms',
  /** The review a form was last sent in from this browser (its number and address; GitHub's credential is the server's). */
  editorReview: (formId: string) => `excellis-editor:review:${formId}`,
} as const
