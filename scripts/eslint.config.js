// Lives in scripts/ so the top level holds only the agreed files; `npm run lint` passes it with -c.
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
      // Deno code, checked by `deno check` (tests/backend/deno.test.ts); its form-core is also the browser's, so ESLint reads that.
      'supabase/functions/*',
      '!supabase/functions/_shared',
      'supabase/functions/_shared/*',
      '!supabase/functions/_shared/form-core',
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
  {
    // The engine is shared by every form: no page or feature may reach into it except through its public modules.
    files: ['src/forms/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/pages/**', '**/app/**'], message: 'The engine must not depend on pages or the app.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
