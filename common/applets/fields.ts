import { z } from 'zod'
import { cityTiers, positionings } from '../intel.ts'

type NumberRule = { min: number; max: number; unit?: string; integer?: boolean }

/**
 * A bounded number with Chinese messages naming the field, so a form can show the schema's message as is.
 * Empty inputs (antd gives null or undefined) get "请填写…".
 */
export function numberField(label: string, { min, max, unit = '', integer = false }: NumberRule) {
  let schema = z
    .number({ error: (issue) => (issue.input == null ? `请填写${label}` : `${label}必须是数字`) })
    .min(min, { error: `${label}不能小于 ${min}${unit}` })
    .max(max, { error: `${label}不能大于 ${max}${unit}` })
  if (integer) schema = schema.int({ error: `${label}必须是整数` })
  return schema
}

/** The hotel's segment, as every tool with benchmark defaults asks for it. */
export const segmentField = z.enum(positionings, { error: '请选择酒店定位' })

/** The segment and city tier whose benchmark figures give a tool's defaults. */
export const hotelCaseFields = { segment: segmentField, tier: z.enum(cityTiers, { error: '请选择城市等级' }) }

/** A hotel's keys, bounded alike in every tool. */
export const roomsField = numberField('客房数', { min: 10, max: 3000, unit: ' 间', integer: true })

/** A percentage entered as 0–100 style numbers (65 means 65 %). */
export function percentField(label: string, min = 0, max = 100) {
  return numberField(label, { min, max, unit: '%' })
}

/** The first message of a failed parse, per field path ("occupancy.0"), for forms to show next to inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    out[key] ??= issue.message
  }
  return out
}

/** The messages per field when `base` is changed by a patch ({} when the changed input is valid). */
export function patchedInputErrors(schema: z.ZodType, base: object) {
  return (patch: Record<string, unknown>) => {
    const parsed = schema.safeParse({ ...base, ...patch })
    return parsed.success ? {} : fieldErrors(parsed.error)
  }
}
