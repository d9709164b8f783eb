import type { z } from 'zod'

/**
 * Reads a JSON column. JSON is stored as text on both SQLite and PostgreSQL (db/types.ts); this is the one place
 * that turns such text back into a value, checked against the column's zod schema so that a query's result type
 * comes from the schema rather than from a cast.
 *
 * With a `fallback`, text that is not JSON or does not fit the schema reads as the fallback (for columns where an
 * empty or safe value is the right reading of damaged data, e.g. an access rule that no longer parses locks the
 * content). Without one, such text is an error: it means the database holds what the code never wrote.
 *
 * Build each reader once at module level (zod schemas per call are slow).
 */
export function jsonColumn<S extends z.ZodType>(
  schema: S,
  options: { fallback?: () => z.output<S>; name?: string } = {},
): (text: string) => z.output<S> {
  const { fallback, name = 'JSON column' } = options
  return (text) => {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      if (fallback) return fallback()
      throw new Error(`${name}: stored text is not JSON`)
    }
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    if (fallback) return fallback()
    throw new Error(`${name}: stored value does not match its schema (${parsed.error.issues[0]?.message ?? 'invalid'})`)
  }
}
