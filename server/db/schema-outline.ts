import { sql } from 'kysely'
import type { DbHandle } from './database.ts'

/**
 * The schema the migrations build, read back from a migrated database as a Markdown outline: each table with its
 * columns (type, null, default), primary key, unique columns, references and indexes. docs/schema.md holds it, and
 * server/db/schema-outline.test.ts checks that both SQLite and PostgreSQL build exactly that schema, so an edit to
 * a shipped migration that changes what it builds fails, and the two dialects cannot drift apart.
 *
 * Left out: Kysely's bookkeeping tables, and the change-report mechanism (ADR 010), which differs by dialect by
 * design: SQLite's `auth_row_version` table and both dialects' triggers.
 */
type Column = { name: string; type: string; nullable: boolean; fallback: string | null; primaryKey: boolean }
type Reference = { column: string; target: string; onDelete: string }
/** A named index, or a primary key or unique constraint over several columns (which the two dialects name apart). */
type Index =
  | { name: string; unique: boolean; partial: boolean; columns: string[] }
  | { constraint: 'primary key' | 'unique'; columns: string[] }
type Table = { name: string; columns: Column[]; unique: string[]; references: Reference[]; indexes: Index[] }

const internalTables = new Set(['kysely_migration', 'kysely_migration_lock', 'auth_row_version'])
/** PostgreSQL's descending "nulls last" copies of the opening-date sort indexes (migration 0303 says why). */
const postgresOnlyIndex = /^hotels_(\w+_)?opening_desc_idx$/

/** Where the outline is kept, from the repository's root. */
export const schemaDocPath = 'docs/schema.md'

const preface = `# The database schema

What the migrations in \`server/db/migrations/\` build, table by table, on SQLite and on PostgreSQL alike (written by
\`npm run db:schema\` from a migrated database; a test fails when the migrations build anything else). How to change
it: docs/migrations.md. Left out: Kysely's migration tables, and the triggers and SQLite's \`auth_row_version\` table
that report changes to other processes (server/db/row-changes.ts), and PostgreSQL's descending copies of the
hotels' opening-date indexes (migration 0303). Types are as declared: SQLite stores \`text\`
and \`integer\` by affinity, and \`double precision\` and \`bigint\` as its REAL and INTEGER.

`

/** docs/schema.md as a migrated database describes itself. */
export async function schemaOutline(dbh: DbHandle): Promise<string> {
  const tables = dbh.kind === 'sqlite' ? await sqliteTables(dbh) : await postgresTables(dbh)
  const sections = tables
    .filter((t) => !internalTables.has(t.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(tableSection)
  return preface + sections.join('\n')
}

function tableSection(table: Table): string {
  const rows = table.columns.map((c) => {
    const notes = [
      c.primaryKey ? 'primary key' : '',
      table.unique.includes(c.name) ? 'unique' : '',
      ...table.references.filter((r) => r.column === c.name).map(referenceText),
    ].filter(Boolean)
    return `| ${c.name} | ${c.type} | ${c.nullable ? 'yes' : ''} | ${c.fallback ?? ''} | ${notes.join(', ')} |`
  })
  const indexes = table.indexes.map((i) => `- ${indexText(i)} (${i.columns.join(', ')})`).sort()
  return [
    `## ${table.name}`,
    '',
    '| column | type | may be null | default | key |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...(indexes.length > 0 ? ['', ...indexes] : []),
    '',
  ].join('\n')
}

const indexText = (i: Index) =>
  'name' in i ? `${i.unique ? 'unique index' : 'index'} \`${i.name}\`${i.partial ? ' (partial)' : ''} on` : i.constraint

const referenceText = (r: Reference) => `→ ${r.target}${r.onDelete === 'no action' ? '' : ` (on delete ${r.onDelete})`}`

/** A column's default as written in the migration: PostgreSQL adds a cast (`''::text`) that SQLite does not. */
const plainDefault = (value: string | null) => (value === null ? null : value.replace(/::[a-z ]+$/, ''))

/** The rows a catalogue query answers. */
async function rowsOf<T>(dbh: DbHandle, query: string) {
  return (await sql.raw<T>(query).execute(dbh.db)).rows
}

async function sqliteTables(dbh: DbHandle): Promise<Table[]> {
  const rows = <T>(query: string) => rowsOf<T>(dbh, query)
  const names = await rows<{ name: string }>(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  )
  return Promise.all(
    names.map(async ({ name }): Promise<Table> => {
      const info = await rows<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(
        `pragma table_info('${name}')`,
      )
      const keys = await rows<{ table: string; from: string; to: string; on_delete: string }>(
        `pragma foreign_key_list('${name}')`,
      )
      const indexList = await rows<{ name: string; unique: number; origin: string; partial: number }>(
        `pragma index_list('${name}')`,
      )
      const indexes = await Promise.all(
        indexList
          .filter((i) => i.origin !== 'pk')
          .map(async (i) => ({
            ...i,
            columns: (await rows<{ name: string }>(`pragma index_info('${i.name}')`)).map((c) => c.name),
          })),
      )
      const primaryKey = info.filter((c) => c.pk > 0)
      return {
        name,
        columns: info.map((c) => ({
          name: c.name,
          type: c.type.toLowerCase(),
          // SQLite lets a text primary key hold null unless the column says not null; PostgreSQL never does.
          nullable: c.notnull === 0 && c.pk === 0,
          fallback: c.dflt_value,
          primaryKey: primaryKey.length === 1 && c.pk === 1,
        })),
        unique: indexes.filter((i) => i.origin === 'u' && i.columns.length === 1).map((i) => i.columns[0] as string),
        references: keys.map((k) => ({
          column: k.from,
          target: `${k.table}.${k.to}`,
          onDelete: k.on_delete.toLowerCase(),
        })),
        indexes: [
          ...(primaryKey.length > 1 ? [compositeKey(primaryKey.sort((a, b) => a.pk - b.pk))] : []),
          ...indexes.filter((i) => i.origin === 'u' && i.columns.length > 1).map((i) => uniqueTogether(i.columns)),
          ...indexes
            .filter((i) => i.origin === 'c')
            .map((i) => ({ name: i.name, unique: i.unique === 1, partial: i.partial === 1, columns: i.columns })),
        ],
      }
    }),
  )
}

/** A primary key over several columns, listed with the indexes: no one column is the key. */
const compositeKey = (columns: { name: string }[]): Index => ({
  constraint: 'primary key',
  columns: columns.map((c) => c.name),
})

/** A unique constraint over several columns. */
const uniqueTogether = (columns: string[]): Index => ({ constraint: 'unique', columns })

const postgresDeleteRules: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
}

async function postgresTables(dbh: DbHandle): Promise<Table[]> {
  const rows = <T>(query: string) => rowsOf<T>(dbh, query)
  const schema = 'current_schema()'
  const columns = await rows<{ table: string; name: string; type: string; nullable: string; fallback: string | null }>(
    `select table_name as "table", column_name as name, data_type as type, is_nullable as nullable,
       column_default as fallback
     from information_schema.columns where table_schema = ${schema} order by table_name, ordinal_position`,
  )
  const constraints = await rows<{
    table: string
    type: string
    columns: string[]
    target: string | null
    target_columns: string[] | null
    on_delete: string
  }>(
    `select c.conrelid::regclass::text as "table", c.contype as type,
       array(select a.attname from unnest(c.conkey) with ordinality k(n, i)
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
       c.confrelid::regclass::text as target,
       array(select a.attname from unnest(c.confkey) with ordinality k(n, i)
         join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)::text[] as target_columns,
       c.confdeltype as on_delete
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where n.nspname = ${schema} and c.contype in ('p', 'u', 'f')`,
  )
  const indexes = await rows<{ table: string; name: string; unique: boolean; partial: boolean; columns: string[] }>(
    `select t.relname as "table", i.relname as name, x.indisunique as unique, x.indpred is not null as partial,
       array(select a.attname from unnest(x.indkey) with ordinality k(n, o)
         join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n order by k.o)::text[] as columns
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = ${schema} and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
  )
  const names = [...new Set(columns.map((c) => c.table))]
  return names.map((name): Table => {
    const own = constraints.filter((c) => c.table === name)
    const primaryKey = own.find((c) => c.type === 'p')?.columns ?? []
    return {
      name,
      columns: columns
        .filter((c) => c.table === name)
        .map((c) => ({
          name: c.name,
          type: c.type,
          nullable: c.nullable === 'YES',
          fallback: plainDefault(c.fallback),
          primaryKey: primaryKey.length === 1 && primaryKey[0] === c.name,
        })),
      unique: own.filter((c) => c.type === 'u' && c.columns.length === 1).map((c) => c.columns[0] as string),
      references: own
        .filter((c) => c.type === 'f')
        .map((c) => ({
          column: c.columns[0] as string,
          target: `${c.target}.${c.target_columns?.[0]}`,
          onDelete: postgresDeleteRules[c.on_delete] ?? c.on_delete,
        })),
      indexes: [
        ...(primaryKey.length > 1 ? [compositeKey(primaryKey.map((column) => ({ name: column })))] : []),
        ...own.filter((c) => c.type === 'u' && c.columns.length > 1).map((c) => uniqueTogether(c.columns)),
        ...indexes
          .filter((i) => i.table === name && !postgresOnlyIndex.test(i.name))
          .map(({ name, unique, partial, columns }) => ({ name, unique, partial, columns })),
      ],
    }
  })
}
