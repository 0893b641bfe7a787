import { cliArgs } from '../cli-args.ts'

/** The benchmarks of the README's "Outros comandos", by name; each module runs on import. Only lighthouse takes flags, after its name. */
const BENCHES: Record<string, { module: string; flags?: true }> = {
  backend: { module: './backend-bench.ts' },
  bundle: { module: './bundle.ts' },
  editor: { module: './editor.ts' },
  events: { module: './events.ts' },
  'forms-server': { module: './forms-server.ts' },
  lighthouse: { module: './lighthouse.ts', flags: true },
  typing: { module: './typing.ts' },
  workspace: { module: './workspace.ts' },
}

const usage = `Uso: tsx scripts/bench/main.ts <${Object.keys(BENCHES).join(' | ')}> (ou npm run bench:<nome>)`
const name = process.argv[2]
const bench = name === undefined ? undefined : BENCHES[name]
if (!bench) {
  console.error(name === undefined ? usage : `benchmark desconhecido: ${name}\n${usage}`)
  process.exit(2)
}
if (!bench.flags) cliArgs({ args: process.argv.slice(3), options: {} }, `Uso: npm run bench:${name} (sem argumentos)`)
await import(bench.module)
