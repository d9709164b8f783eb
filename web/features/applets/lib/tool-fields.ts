import type { BenchmarkSelector } from '#common/benchmarks/benchmarks'
import { type CityTier, cityTierLabels, type Positioning, positioningLabels } from '#common/intel'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { type UsedSource, usedSources } from './benchmark-hint.ts'

/** The benchmark figure a field's default is taken from (its help line shows that figure for the chosen case). */
export type FieldBenchmark = { key: string; variant?: string }

/** A number input of a tool: label, unit, what it means, and where its default comes from. */
export type ToolField<K extends string> = {
  name: K
  label: string
  unit: string
  tooltip?: string
  benchmark?: FieldBenchmark
  /** Kept in the form (and the link) but not shown, as when another choice makes it irrelevant. */
  hidden?: boolean
}
/**
 * The field builder of a tool whose defaults are benchmark figures: each field's help names `figures[name]` (no
 * figure: the field is the user's own assumption).
 */
export function benchmarkedFields<K extends string>(figures: Partial<Record<K, FieldBenchmark>>) {
  return (name: K, label: string, unit: string, tooltip?: string): ToolField<K> => ({
    name,
    label,
    unit,
    tooltip,
    benchmark: figures[name],
  })
}

/** Fields under a divider titled `title` (an empty title: no divider, as for the first fields of a form). */
export type ToolSection<K extends string> = { title: string; fields: ToolField<K>[] }

/** The hotel's size, as every tool that asks for it shows it. */
export const roomsInput: ToolField<'rooms'> = { name: 'rooms', label: '客房数', unit: '间' }

/** Form labels by parameter name (plus the non-number inputs), so a notice about link parameters names fields. */
export function fieldLabels<K extends string>(
  sections: ToolSection<K>[],
  extra: Record<string, string> = {},
): Record<string, string> {
  const labels: Record<string, string> = { ...extra }
  for (const section of sections) for (const f of section.fields) labels[f.name] = f.label
  return labels
}

/** The sources of the benchmark figures behind a tool's fields for one case, each figure once. */
export function sectionSources<K extends string>(
  sections: ToolSection<K>[],
  selector: BenchmarkSelector,
  more: FieldBenchmark[] = [],
): UsedSource[] {
  const figures = [...sections.flatMap((s) => s.fields.flatMap((f) => (f.benchmark ? [f.benchmark] : []))), ...more]
  const seen = new Set<string>()
  const unique = figures.filter((f) => {
    const id = `${f.key}|${f.variant ?? ''}`
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  return usedSources(unique.map((f) => ({ key: f.key, selector: { ...selector, variant: f.variant } })))
}

/** The export's 假设 sheet: the case and choices (label and the chosen option's name), then every field. */
export function assumptionSheet<K extends string>(
  widths: number[],
  choices: [label: string, value: string][],
  sections: ToolSection<K>[],
  input: { [P in K]: unknown },
): SheetSpec {
  const fields = sections.flatMap((s) =>
    s.fields.map((f) => {
      const value = input[f.name]
      return [f.label, typeof value === 'number' || typeof value === 'string' ? value : null, f.unit]
    }),
  )
  return {
    name: '假设',
    widths,
    rows: [['假设', '数值', '单位'], ...choices.map(([label, value]) => [label, value, '']), ...fields],
  }
}

/** The case of an export's 假设 sheet: the segment and, when the tool has one, the city tier. */
export function caseChoices(input: { segment: Positioning; tier?: CityTier }): [string, string][] {
  const segment: [string, string] = ['酒店定位', positioningLabels[input.segment]]
  return input.tier ? [segment, ['城市等级', cityTierLabels[input.tier]]] : [segment]
}

/** The case as a PDF summary's subtitle names it ("高端 · 一线城市 · 300 间"), then what else the tool adds. */
export function caseLine(input: { segment: Positioning; tier?: CityTier; rooms?: number }, ...more: string[]) {
  const parts = [positioningLabels[input.segment]]
  if (input.tier) parts.push(`${cityTierLabels[input.tier]}城市`)
  if (input.rooms !== undefined) parts.push(`${input.rooms} 间`)
  return [...parts, ...more].join(' · ')
}
