import type { FormInstance } from 'antd'
import type { ComponentType, ReactNode } from 'react'
import { z } from 'zod'
import type { ToolSummary } from '#common/applets/summary'
import type { BenchmarkSelector } from '#common/benchmarks/benchmarks'
import type { CityTier, Positioning } from '#common/intel'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import type { FigureNote } from '../components/figure-notes.tsx'
import type { SummaryItem } from '../components/summary-grid.tsx'
import type { UsedSource } from './benchmark-hint.ts'
import { type FieldBenchmark, fieldLabels, type ToolSection } from './tool-fields.ts'

/** A choice among a few named options (a radio group above the number fields), such as a scope or a repayment. */
export type CalculatorChoice = {
  name: string
  label: string
  tooltip?: string
  options: { value: string; label: string }[]
  /** A drop-down instead of buttons, for longer option names. */
  select?: boolean
}

/** The options of a choice or select: each value with its name, in the values' order. */
export function choiceOptions<V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** The chosen option of each choice, as the export's 假设 sheet lists it: its label and the option's name. */
export function choiceRows<I extends object>(choices: CalculatorChoice[], input: I): [string, string][] {
  const values = input as Record<string, unknown>
  return choices.map((c) => [c.label, c.options.find((o) => o.value === values[c.name])?.label ?? ''])
}

/** Inputs that are not single numbers (a month-by-month grid), shown under the fields; they write through the form. */
export type ExtraInputs = ComponentType<{
  form: FormInstance
  onValuesChange: (changed: unknown, all: unknown) => void
}>

/** A card of the results: a chart, a table or both, built from the input and the result. */
export type ResultCard<I, R> = { title: string | ((input: I) => string); render: (input: I, result: R) => ReactNode }

/**
 * A calculator as data: its inputs (fields with defaults from the benchmark table, bounds from the formula's schema,
 * help with sources), its pure formula from common/applets, its result sections and its exports. One frame
 * (components/calculator-frame.tsx) renders every definition; a new tool is a definition and a formula.
 */
export type Calculator<I extends object, R> = {
  /** File name, without extension, of the Excel workbook and the PDF summary. */
  name: string
  /** The whole input; a link's inputs are read against it field by field (see url-inputs.ts). */
  schema: z.ZodType<I>
  /** Title of the inputs card; 输入假设 unless given. */
  inputTitle?: string
  /**
   * Each number field's own schema (a nested field by its dotted name) from the formula module, so the form shows the
   * module's messages; the object schema's own fields unless given.
   */
  fieldSchemas?: Record<string, z.ZodType>
  defaults: I
  calculate: (input: I) => R
  /**
   * Field labels by parameter name, so the notice about unusable link parameters names what the reader sees; unless
   * given, the labels of the fields, the case selects and the choices.
   */
  labels?: Record<string, string> | ((key: string) => string)
  choices?: CalculatorChoice[]
  /** The number fields under section titles, for the values on screen (a choice may change which fields apply). */
  sections: (values: I) => ToolSection<string>[]
  /** A computed help line per field, shown after the benchmark's (the result is absent while an input is invalid). */
  fieldNotes?: (values: I, result: R | undefined) => Record<string, string | undefined>
  /** Benchmark figures behind the defaults that no single field shows (listed among the sources). */
  moreSources?: (values: I) => FieldBenchmark[]
  extraInputs?: ExtraInputs
  /** The sources of the defaults when they are not the fields' own benchmark figures (as listed by default). */
  sources?: (values: I) => UsedSource[]
  /** The benchmark values of the case, for a button that puts them back (absent: no button). */
  restore?: (values: I) => Partial<I>
  /**
   * The values after an edit that brings new defaults (a new case or scope), or undefined to keep the edit as it is;
   * `defaults` are the definition's own, for what a reload keeps (see `reloadCase`).
   */
  reload?: (changed: Partial<I>, all: I, defaults: I) => I | undefined
  results: {
    /** Title of the card with the key figures; 测算结果 unless given. */
    title?: string
    headline: (result: R, input: I) => SummaryItem[]
    verdict?: (input: I, result: R) => string[]
    /** Title of the verdict; 结论 unless given. */
    verdictTitle?: string
    /** The verdict above the key figures, when the reading matters more than any one figure. */
    verdictFirst?: boolean
    /** The verdict's tone; info unless given. */
    verdictTone?: (input: I, result: R) => 'info' | 'warning'
    /** A table (or other detail) shown in the key-figures card, under the verdict. */
    detail?: (input: I, result: R) => ReactNode
    cards: ResultCard<I, R>[]
    notes: FigureNote[]
    /** Title of the folded notes; 指标说明与计算口径 unless given. */
    notesTitle?: string
    /** The closing line on what the figures are (and are not). */
    disclaimer?: string
    /** The notice shown instead of the results while an input is invalid, when the tool words it its own way. */
    invalid?: string
  }
  sheets: (input: I, result: R) => SheetSpec[]
  summary: (input: I, result: R) => Omit<ToolSummary, 'link'>
}

/**
 * The case selects of a tool: the segment, with the city tier when the formula's input has one; absent when the input
 * has no segment. A change of case reloads the benchmark defaults (see `reload`), and the benchmark help lines and the
 * source list are given for the case.
 */
export function calculatorCase<I extends object, R>(c: Calculator<I, R>): { tier: boolean } | undefined {
  const shape = c.schema instanceof z.ZodObject ? c.schema.shape : {}
  return 'segment' in shape ? { tier: 'tier' in shape } : undefined
}

/** The case the benchmark help lines and the source list are given for: the segment and tier the tool asks. */
export function calculatorSelector<I extends object, R>(c: Calculator<I, R>, values: I): BenchmarkSelector {
  const asked = calculatorCase(c)
  if (!asked) return {}
  const { segment, tier } = values as { segment?: Positioning; tier?: CityTier }
  return asked.tier ? { segment, tier } : { segment }
}

export function calculatorFieldSchemas<I extends object, R>(c: Calculator<I, R>): Record<string, z.ZodType> {
  return c.fieldSchemas ?? (c.schema instanceof z.ZodObject ? (c.schema.shape as Record<string, z.ZodType>) : {})
}

export function calculatorLabels<I extends object, R>(
  c: Calculator<I, R>,
): Record<string, string> | ((key: string) => string) {
  if (c.labels) return c.labels
  const asked = calculatorCase(c)
  const cases: Record<string, string> = asked
    ? { segment: '酒店定位', ...(asked.tier ? { tier: '城市等级' } : {}) }
    : {}
  for (const choice of c.choices ?? []) cases[choice.name] = choice.label
  return fieldLabels(c.sections(c.defaults), cases)
}
