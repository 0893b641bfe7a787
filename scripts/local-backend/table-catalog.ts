import type { Database } from './database.ts'

/** Table name → its columns, for the `public` schema: what PostgREST calls its schema cache. */
export type TableCatalog = Map<string, Set<string>>

export async function loadTableCatalog(db: Database): Promise<TableCatalog> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`,
  )
  const catalog: TableCatalog = new Map()
  for (const { table_name, column_name } of rows) {
    const columns = catalog.get(table_name) ?? new Set<string>()
    columns.add(column_name)
    catalog.set(table_name, columns)
  }
  return catalog
}

/** A quoted SQL identifier: names come from the catalog, quoting is for spaces and accents ("Agendar Reunião"). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
