/** Every deep import into a dependency: tests/scripts/dependency-contracts.test.ts resolves each, so an upgrade that moves one fails there. */
export interface DeepImport {
  specifier: string
  usedIn: readonly string[]
  why: string
}

export const deepImports: readonly DeepImport[] = [
  {
    specifier: '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js',
    usedIn: ['src/forms/validation/create-validator.ts', 'tests/forms/uri-format.test.ts'],
    why: 'the precompiled validator without the package index, which would bring ajv’s compiler into the browser',
  },
  {
    specifier: '@rjsf/validator-ajv8/compileSchemaValidators',
    usedIn: ['scripts/forms/compile-validator.ts'],
    why: 'RJSF’s documented entry for ahead-of-time validators (build time only)',
  },
  {
    specifier: '@rjsf/chakra-ui/lib/TitleField/TitleField.js',
    usedIn: ['src/forms/theme/theme.ts'],
    why: 'one of the theme’s templates without its index, which pulls every widget and Chakra’s default system',
  },
  {
    specifier: 'ajv-formats/dist/formats.js',
    usedIn: ['supabase/functions/_shared/form-core/ajv.ts'],
    why: 'the format table alone, for the one ajv set-up; the Edge Function resolves it through the import map, Node from node_modules',
  },
  {
    specifier: 'ajv-i18n/localize/pt-BR',
    usedIn: ['src/editor/screens/preview-pane.tsx', 'scripts/check-schemas/checklist-file.ts'],
    why: 'one language instead of the package’s every locale',
  },
  {
    specifier: 'ajv-i18n/localize/pt-BR/index.js',
    usedIn: ['supabase/functions/_shared/forms-function/validator.ts', 'supabase/functions/_shared/form-authoring/ajv-errors-pt.ts'],
    why: 'the same file for Deno and for Node’s own loader (the form loader reaches the authoring checks in Playwright’s teardown), which need the full path (import map: "ajv-i18n/")',
  },
  {
    specifier: '@chakra-ui/react/theme',
    usedIn: ['src/app/system.ts', 'src/workspace/plain-controls.tsx', 'tests/site/chakra-system.test.ts'],
    why: 'the default theme’s parts; in the build system.ts gets them from scripts/site/chakra-theme-subset.js; /painel’s plain controls take four recipes (Button, Field, Input, NativeSelect) to style native elements the same way',
  },
  {
    specifier: 'framer-motion/dom/mini',
    usedIn: ['src/components/motion/reveal-engine.ts'],
    why: 'the WAAPI animator alone (~2 KB) for the reveal animations',
  },
  {
    specifier: 'hono/cors',
    usedIn: [
      'supabase/functions/_shared/forms-function/forms-app.ts',
      'supabase/functions/_shared/workspace-function/workspace-app.ts',
      'scripts/local-backend/local-server.ts',
      'scripts/local-backend/auth/gotrue-routes.ts',
    ],
    why: 'public entry; the Edge Function resolves it through the import map ("hono/")',
  },
  { specifier: 'hono/body-limit', usedIn: ['supabase/functions/_shared/platform/read-body.ts'], why: 'public entry, as hono/cors' },
  { specifier: 'react-dom/client', usedIn: ['src/main.tsx'], why: 'public entry' },
  {
    specifier: '@electric-sql/pglite-tools/pg_dump',
    usedIn: ['scripts/db-schema/dump-schema.ts'],
    why: 'public entry: pg_dump in WebAssembly over a PGlite (decision 195)',
  },
  { specifier: 'react-dom/static', usedIn: ['scripts/site/prerender-entry.tsx'], why: 'public entry' },
  { specifier: 'vitest/config', usedIn: ['vite.config.ts'], why: 'public entry' },
  {
    specifier: 'zod/mini',
    usedIn: [
      'src/agency/backend.ts',
      'src/agency/function-call.ts',
      'src/agency/session.tsx',
      'src/editor/io/editor-store.ts',
      'src/editor/io/review-calls.ts',
      'src/editor/io/use-dev-save.ts',
      'src/workspace/reads.ts',
      'supabase/functions/_shared/forms-function/funnel-route.ts',
      'supabase/functions/_shared/workspace-contract/editor-review-calls.ts',
      'supabase/functions/_shared/workspace-contract/workspace-answers.ts',
      'supabase/functions/_shared/workspace-contract/workspace-requests.ts',
      'supabase/functions/_shared/workspace-function/send-email-hook.ts',
      'supabase/functions/_shared/workspace-function/workspace-app.ts',
    ],
    why: 'zod’s tree-shakable API: the pages carry the checks they use, not the whole library (decision 197); the Edge Function resolves it through the import map ("zod/")',
  },
  {
    specifier: '@playwright/test/reporter',
    usedIn: ['tests/e2e/retried-tests.ts', 'tests/scripts/retried-tests.test.ts'],
    why: 'public entry: the types a custom reporter implements',
  },
  {
    specifier: 'dependency-cruiser/config-utl/extract-depcruise-options',
    usedIn: ['scripts/docs/import-drawing.ts'],
    why: 'public entry of its API: the configuration read as the CLI reads it',
  },
  {
    specifier: 'dependency-cruiser/config-utl/extract-ts-config',
    usedIn: ['scripts/docs/import-drawing.ts'],
    why: 'public entry of its API: tsconfig.json flattened as the CLI passes it',
  },
]

/** `npm:ajv@8.20.0`, `npm:/ajv-formats@2.1.1/` → the package and the version the Edge Function runs. */
export function importMapPin(target: string): { name: string; version: string } | null {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target)
  return match ? { name: match[1], version: match[2] } : null
}
