import { writeFormIds } from './forms/form-ids.ts'

/** `npm run typecheck` runs this first: the FormId type of src/forms/form-ids.ts, from the forms in schemas/. */
await writeFormIds()
