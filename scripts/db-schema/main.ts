import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { cliArgs } from '../cli-args.ts'
import { dumpSchema, SCHEMA_FILE } from './dump-schema.ts'

/** `npm run db:schema`: supabase/schema.sql from the migrations (about half a minute: a fresh embedded Postgres). */
cliArgs({ options: {} }, 'Uso: npm run db:schema (sem argumentos)')
const schema = await dumpSchema()
writeFileSync(SCHEMA_FILE, schema)
console.log(`${relative(process.cwd(), SCHEMA_FILE)}: ${schema.split('\n').length} linhas.`)
