// Lives in scripts/ so the top level holds only the agreed files; `npm run lint` passes it with -c.
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import { readFileSync } from 'node:fs'
import tseslint from 'typescript-eslint'

/**
 * The layers, bottom to top: each is named for its folder, imports only those listed for it, never one above it, and
 * form-core and form-authoring only through their entry. The README's layer table is written from this list
 * (tests/docs/readme-layers.test.ts keeps the two equal).
 */
export const LAYERS = {
  'form-core': { at: 'supabase/functions/_shared/form-core', may: [] },
  // What the staff pages send to the workspace function and what it answers (zod): the one folder of the server they import.
  'workspace-contract': { at: 'supabase/functions/_shared/workspace-contract', may: ['form-core'] },
  // The checks and templates of whoever writes a questionnaire: the editor, check:schemas and the workspace function.
  'form-authoring': { at: 'supabase/functions/_shared/form-authoring', may: ['form-core'] },
  // The Edge Functions: every file they import lives under supabase/functions/ (the deploy bundles nothing else).
  functions: { at: 'supabase/functions', may: ['form-core', 'workspace-contract', 'form-authoring'] },
  // What the engine and the site both need: browser storage, the functions client, lazy loading, the generic UI parts.
  lib: { at: 'src/lib', may: ['form-core'] },
  forms: { at: 'src/forms', may: ['form-core', 'lib'] },
  // The site's typed data (services, team, texts): data only, no component.
  content: { at: 'src/content', may: ['form-core', 'lib', 'forms'] },
  components: { at: 'src/components', may: ['form-core', 'lib', 'forms', 'content'] },
  tools: { at: 'src/tools', may: ['form-core', 'lib', 'forms', 'content', 'components'] },
  pages: { at: 'src/pages', may: ['form-core', 'lib', 'forms', 'content', 'components'] },
  // The agency's one login (client, session, e-mail code sign-in, the workspace function's calls): /painel and /editor.
  agency: { at: 'src/agency', may: ['form-core', 'workspace-contract', 'lib'] },
  // The editor's model (edits, problems, names: no React), its I/O (disk, review, downloads) and its screens, in that order.
  'editor/model': { at: 'src/editor/model', may: ['form-core', 'form-authoring', 'lib', 'forms', 'content'] },
  'editor/io': {
    at: 'src/editor/io',
    may: ['form-core', 'workspace-contract', 'form-authoring', 'lib', 'forms', 'content', 'components', 'agency', 'editor/model'],
  },
  'editor/screens': {
    at: 'src/editor/screens',
    may: [
      'form-core',
      'workspace-contract',
      'form-authoring',
      'lib',
      'forms',
      'content',
      'components',
      'agency',
      'editor/model',
      'editor/io',
    ],
  },
  // The workspace reads form-core through the form view, as the editor does, so the form pages' chunk stays whole.
  workspace: {
    at: 'src/workspace',
    may: ['form-core', 'workspace-contract', 'lib', 'forms', 'content', 'components', 'agency'],
  },
  // What is left in src/: src/app (routes, providers) and src/main.tsx.
  app: { at: 'src', may: ['form-core', 'lib', 'forms', 'content', 'components', 'tools', 'pages', 'editor/screens', 'workspace'] },
  scripts: { at: 'scripts', may: [] },
  tests: { at: 'tests', may: [] },
}
/** Every layer of the product (browser and Deno), bottom to top: what scripts and tests may import. */
const RUNTIME = Object.keys(LAYERS).filter((layer) => layer !== 'scripts' && layer !== 'tests')
LAYERS.scripts.may = RUNTIME
LAYERS.tests.may = [...RUNTIME, 'scripts']
/** What runs in a browser or in Deno: no Node module, whatever the layer above it allows. */
const NO_NODE = RUNTIME
/** The editor's model is plain data in, data out: no UI library, so it runs and is tested without a DOM. */
const UI_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@chakra-ui/*', '@rjsf/*']
const ENTRIES = { 'form-core': 'index.ts', 'form-authoring': 'index.ts' }
/** What Deno runs resolves npm packages through its import map: only those are there. */
const DENO = ['form-core', 'workspace-contract', 'functions', 'form-authoring']
const denoPackages = Object.keys(
  JSON.parse(readFileSync(new URL('../supabase/functions/import_map.json', import.meta.url), 'utf8')).imports,
).map((name) => name.replace(/\/$/, ''))

// Every variable is read through the one schema (supabase/functions/_shared/platform/environment.ts): its name, parser, default.
const ENV_READS = ['process', 'Deno'].map((object) => ({
  selector: `MemberExpression[object.name='${object}'][property.name='env']`,
  message: 'Read the environment through readEnv / runtimeEnv / childEnv (supabase/functions/_shared/platform/environment.ts).',
}))

const layers = {
  files: ['**/*.{ts,tsx,js}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': Object.entries(LAYERS).map(([type, { at }]) => ({ type, pattern: at, partialMatch: false })),
    'boundaries/include': ['src/**', 'scripts/**', 'supabase/functions/**', 'tests/**'],
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          ...Object.entries(LAYERS).map(([type, { may }]) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: [type, ...may] } } } },
          })),
          // Another layer's files only through its entry.
          ...Object.entries(ENTRIES).map(([type, entry]) => ({
            from: { element: { type: `!${type}` } },
            disallow: { to: { element: { type, fileInternalPath: `!${entry}` } } },
          })),
          { from: { element: { types: { anyOf: NO_NODE } } }, disallow: { to: { module: { origin: 'core' } } } },
          { from: { element: { type: 'editor/model' } }, disallow: { to: { module: { origin: 'external', source: `{${UI_PACKAGES}}` } } } },
          {
            from: { element: { types: { anyOf: DENO } } },
            disallow: { to: { module: { origin: 'external', source: `!{${denoPackages}}` } } },
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.local-db/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'tests/fixtures/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  layers,
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['supabase/functions/_shared/platform/environment.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ENV_READS] },
  },
  {
    // An e2e test waits for what the person would see, or moves the page's clock; never a second or more of real time
    // (decision 191): such waits add up on a loaded machine and still race a slower one.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ENV_READS,
        ...[
          "CallExpression[callee.property.name='waitForTimeout'][arguments.0.value>=1000]",
          "CallExpression[callee.name='setTimeout'][arguments.1.value>=1000]",
        ].map((selector) => ({
          selector,
          message:
            'No e2e wait of a second or more (decision 191): wait for a condition (expect.poll, a locator) or run the page clock (page.clock.runFor).',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
