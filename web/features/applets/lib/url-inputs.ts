import type { z } from 'zod'

/**
 * A tool's inputs in the URL, so a result can be shared and survives a reload. Nested inputs flatten to dotted
 * keys (hotel.adr=650, months.0.occupancy=72); each value takes the type of the default at its place, and a
 * parameter the tool does not know is ignored.
 */
export type Flat = Record<string, string | number>

export function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${prefix}${i}.`, out)
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, `${prefix}${k}.`, out)
  } else if (typeof value === 'number' || typeof value === 'string') out[prefix.slice(0, -1)] = value
  return out
}

/** The inputs as a query string, numbers without float noise (0.1 + 0.2 stays 0.3). */
export function searchFromInputs(input: unknown): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(flatten(input))) {
    params.set(key, typeof value === 'number' ? String(Number(value.toPrecision(12))) : value)
  }
  return params.toString()
}

export type UrlInputs<I> = {
  input: I
  /** Labels of parameters that were present but unusable, so the page can say they were replaced by defaults. */
  ignored: string[]
}

/**
 * Reads inputs from a query string over the defaults: one bad parameter falls back to its default on its own, the
 * others are kept. The result always passes the schema (if the mix does not, the defaults are used whole).
 */
export function inputsFromSearch<I>(search: URLSearchParams, schema: z.ZodType<I>, defaults: I): UrlInputs<I> {
  const base = flatten(defaults)
  const merged: Flat = { ...base }
  const ignored: string[] = []
  for (const [key, fallback] of Object.entries(base)) {
    const raw = search.get(key)
    if (raw === null) continue
    const value = typeof fallback === 'number' ? Number(raw) : raw
    if (typeof value === 'number' && (raw.trim() === '' || !Number.isFinite(value))) ignored.push(key)
    else merged[key] = value
  }
  let candidate = unflatten(defaults, merged)
  let parsed = schema.safeParse(candidate)
  if (!parsed.success) {
    // Drop the parameters the schema names and try once more with their defaults.
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.')
      for (const k of Object.keys(merged)) {
        if ((k === key || k.startsWith(`${key}.`)) && search.has(k)) {
          merged[k] = base[k] as string | number
          if (!ignored.includes(k)) ignored.push(k)
        }
      }
    }
    candidate = unflatten(defaults, merged)
    parsed = schema.safeParse(candidate)
  }
  return parsed.success ? { input: parsed.data, ignored } : { input: defaults, ignored: [...search.keys()] }
}

/** Puts flat values back into the shape of `template` (arrays stay arrays). */
function unflatten<I>(template: I, flat: Flat, prefix = ''): I {
  if (Array.isArray(template)) return template.map((v, i) => unflatten(v, flat, `${prefix}${i}.`)) as I
  if (template !== null && typeof template === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(template)) out[k] = unflatten(v, flat, `${prefix}${k}.`)
    return out as I
  }
  const key = prefix.slice(0, -1)
  return (key in flat ? flat[key] : template) as I
}
