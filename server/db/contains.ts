import { type Expression, type SqlBool, sql } from 'kysely'

/**
 * `%text%` for LIKE, lowercased. The user's % _ and \ are dropped rather than escaped (a search is for text, not
 * patterns), since SQLite and PostgreSQL disagree on the default LIKE escape.
 */
export const looseLikePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`

/** True where any of `columns`, lowercased, contains `text` (its wildcards dropped): a list's search box. */
export function anyContains(columns: string[], text: string): Expression<SqlBool> {
  const pattern = looseLikePattern(text)
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern}`),
    sql` or `,
  )})`
}
