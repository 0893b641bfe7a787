/**
 * The words a marketer must never meet in the editor (issue 35): the tools (CI, pull request, commit, token, npm),
 * the files' own vocabulary (JSON, schema, x-form, enum…), file paths and setting names. The editor turns a problem
 * sentence that holds one into a plain one (editor-problems.ts); tests/e2e/editor-words.spec.ts walks every screen
 * with this list.
 */
const WORDS = [
  // A file path first (schemas/website.json, ui-schemas/…): one finding, not its parts.
  '[\\w-]+/[\\w.-]+\\.json',
  'CI',
  'pull request',
  'commit',
  'token',
  'GitHub',
  'git',
  'npm',
  'branch',
  'JSON',
  'schemas?',
  'ui-schemas?',
  'uiSchema',
  '\\$ref',
  'x-form',
  'enum',
  'required',
  'properties',
  'oneOf',
  'const',
  'placeholder',
  'id',
  'ui:\\w+',
  'VITE_\\w*',
  'EDITOR_GITHUB\\w*',
]

/** Whole words only (`id` is not "idade" nor "idêntico"), any case. */
const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}_$-])(?:${WORDS.join('|')})(?![\\p{L}\\p{N}_-])`, 'giu')

/** The developer words in `text`, as written there (empty when it is plain). */
export const developerWords = (text: string): string[] => [...text.matchAll(PATTERN)].map((m) => m[0])
