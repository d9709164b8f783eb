import { sourceKindLabels, sourceKinds } from '#common/benchmarks/schema'

export type { FigureView } from '#common/data-desk'

/** A source kind by its code or its Chinese label (统计数据, 测算假设…), as a person writes it in a sheet. */
export const sourceKindLabelsOf: Record<string, string> = { ...sourceKindLabels }

export function sourceKindFromText(text: string): string | undefined {
  const t = text.trim()
  if ((sourceKinds as readonly string[]).includes(t)) return t
  return sourceKinds.find((k) => sourceKindLabels[k] === t)
}
