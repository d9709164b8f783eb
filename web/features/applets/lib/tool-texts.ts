import type { FigureNote } from '../components/figure-notes.tsx'
import { type FieldBenchmark, roomsInput, type ToolField, type ToolSection } from './tool-fields.ts'

/** A number field as a texts file writes it, or the name of a field every tool shows alike (`rooms`). */
type FieldText =
  | string
  | { name: string; label: string; unit: string; tooltip?: string; benchmark?: FieldBenchmark; hidden?: boolean }

/**
 * What a tool says, as data (lib/<tool>-texts.json): its number fields under section titles and the notes under its
 * results. A `{name}` in a text or a benchmark variant stands for a value given in code (a legal condition from
 * common/applets, the choice on screen).
 */
export type ToolTexts = { sections?: { title: string; fields: FieldText[] }[]; notes: FigureNote[] }

const sharedFields: Record<string, ToolField<string>> = { rooms: roomsInput }

/** The text with each `{name}` replaced by `values[name]` (a name not given stays as written). */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * The form's sections from a tool's texts; a field that names no benchmark figure takes `figures[name]` (no figure:
 * the field is the user's own assumption).
 */
export function textSections<K extends string>(
  texts: ToolTexts,
  figures: Partial<Record<K, FieldBenchmark>> = {},
  values: Record<string, string> = {},
): ToolSection<K>[] {
  return (texts.sections ?? []).map((section) => ({
    title: section.title,
    fields: section.fields.map((entry): ToolField<K> => {
      if (typeof entry === 'string') return sharedFields[entry] as ToolField<K>
      const name = entry.name as K
      const benchmark = entry.benchmark ?? figures[name]
      return {
        ...entry,
        name,
        tooltip: entry.tooltip === undefined ? undefined : fillText(entry.tooltip, values),
        benchmark: benchmark?.variant ? { ...benchmark, variant: fillText(benchmark.variant, values) } : benchmark,
      }
    }),
  }))
}

/** The notes under a tool's results, from its texts. */
export function textNotes(texts: ToolTexts, values: Record<string, string> = {}): FigureNote[] {
  return texts.notes.map((note) => ({ term: note.term, text: fillText(note.text, values) }))
}
