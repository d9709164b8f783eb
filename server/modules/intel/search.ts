import { type Expression, type SqlBool, sql } from 'kysely'

/** `%text%` for LIKE with the user's % _ and \ taken literally; lowercased (SQLite and PostgreSQL alike). */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Case-insensitive "contains" on one column; both sides lowercased so SQLite and PostgreSQL agree. */
export function contains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`
}

export const positioningRank = (column: string) =>
  sql<number>`case ${sql.ref(column)} when 'luxury' then 0 when 'upper_upscale' then 1 when 'upscale' then 2 when 'upper_midscale' then 3 when 'midscale' then 4 else 5 end`

export const tierRank = (column: string) =>
  sql<number>`case ${sql.ref(column)} when 'tier1' then 0 when 'new_tier1' then 1 when 'tier2' then 2 when 'tier3' then 3 else 4 end`
