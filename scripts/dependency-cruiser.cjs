// Lives in scripts/ so the top level holds only the agreed files; `npm run lint` passes it with --config.
/** ESLint's import/no-cycle skips type-only imports; dependency-cruiser counts them (tsPreCompilationDeps), so a circle closed by `import type` is found too. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle, type-only imports included (README, "Camadas"; decision 160).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^tests/fixtures/', '^\\.tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // package.json `imports` (#form-core, #form-authoring, #functions/*) resolve through enhanced-resolve's importsFields.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
