import { cliArgs } from '../cli-args.ts'
import { writeFormIds } from '../forms/form-id-type.ts'

/** `npm ci` (postinstall) and `npm run typecheck` run this: the FormId type of src/forms/form-ids.ts, from the forms in schemas/. */
cliArgs({ options: {} }, 'Uso: tsx scripts/form-ids/main.ts (sem argumentos; npm run typecheck o roda)')
await writeFormIds()
