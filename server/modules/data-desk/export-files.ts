import type { RowValue } from '#common/data-desk'
import { benchmarkRowKey } from './catalog.ts'
import { asBenchmarkSource, type LiveFigure, sizeFactOf, sourceIdOf, valueFactOf } from './live.ts'

type Json = Record<string, unknown>
type SourceRow = { id: string }

/**
 * The live figures written back into the repository's files (npm run facts:export), so a batch of approved changes
 * can be reviewed as a text diff: fact files by their name in the facts folder (groups.json, cities.json,
 * brands/<group>.json), benchmark files by area (development, operations…). Only figures an approved proposal set
 * are written; a source the files do not list yet is added to the file that cites it, and a fact file's source that
 * nothing cites any more is dropped (the loader refuses those). Returns the files that changed.
 */
export function exportFigures(
  factFiles: Record<string, unknown>,
  benchmarkFiles: Record<string, unknown>,
  figures: Iterable<LiveFigure>,
): { facts: Record<string, Json>; benchmarks: Record<string, Json> } {
  const approved = [...figures].filter((f) => f.proposal_id)
  const byKey = new Map(approved.map((f) => [f.key, f]))
  const facts: Record<string, Json> = {}
  const benchmarks: Record<string, Json> = {}
  const copy = (json: unknown) => structuredClone(json) as Json

  const cite = (file: Json, f: LiveFigure) => {
    const sources = file.sources as SourceRow[]
    const source = asBenchmarkSource(f)
    if (!sources.some((s) => s.id === source.id)) sources.push(source)
    return sourceIdOf(f)
  }
  const size = (file: Json, f: LiveFigure) => sizeFactOf(f, cite(file, f))
  const amount = (file: Json, f: LiveFigure) => valueFactOf(f, cite(file, f))

  for (const [name, json] of Object.entries(factFiles)) {
    const file = copy(json)
    let changed = false
    if (name === 'groups.json') {
      for (const g of file.groups as Json[])
        for (const scope of ['china', 'world', 'pipeline']) {
          const f = byKey.get(`group/${g.slug}/${scope}`)
          if (f) {
            g[scope] = size(file, f)
            changed = true
          }
        }
    } else if (name === 'cities.json') {
      for (const c of file.cities as Json[])
        for (const field of ['population', 'gdp']) {
          const f = byKey.get(`city/${c.code}/${field}`)
          if (f) {
            c[field] = amount(file, f)
            changed = true
          }
        }
    } else if (name.startsWith('brands/')) {
      for (const b of file.brands as Json[]) {
        const f = byKey.get(`brand/${b.slug}/size`)
        if (f) {
          b.size = size(file, f)
          changed = true
        }
      }
    }
    if (!changed) continue
    dropUncited(file)
    facts[name] = file
  }

  for (const [area, json] of Object.entries(benchmarkFiles)) {
    const file = copy(json)
    let changed = false
    for (const figure of file.figures as { key: string; rows: Json[] }[])
      figure.rows = figure.rows.map((row) => {
        const f = byKey.get(benchmarkRowKey(figure.key, row as { segment?: string; tier?: string; variant?: string }))
        if (!f) return row
        changed = true
        const v = f.value as RowValue
        const { note: _note, ...rest } = row
        return {
          ...rest,
          low: v.low,
          typical: v.typical,
          high: v.high,
          source: cite(file, f),
          asOf: f.as_of,
          ...(f.note ? { note: f.note } : {}),
        }
      })
    if (changed) benchmarks[area] = file
  }
  return { facts, benchmarks }
}

/** Drops the sources of a fact file that no field of it cites any more (a replaced figure's old source). */
function dropUncited(file: Json) {
  const cited = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') cited.add(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const [key, value] of Object.entries(file)) if (key !== 'sources') walk(value)
  file.sources = (file.sources as SourceRow[]).filter((s) => cited.has(s.id))
}
