import { z } from 'zod'

/** Field schemas several API contracts share: the same rule and the same Chinese message wherever it is used. */

/** A UUID, named in the message: `项目编号格式不正确`. */
export const uuidOf = (label: string) => z.string().uuid(`${label}格式不正确`)

/** Required one-line text, trimmed, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 个字`)

/** A real calendar day written YYYY-MM-DD. */
export const calendarDate = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${label}不是有效日期`,
      },
    )

/** The free-text search of a list (`q`), at most 50 characters. */
export const searchQuery = z.string().trim().max(50, '搜索词不能超过 50 个字').optional()

/** When a row was made and last changed, as the answers send them. */
export const timestamps = { created_at: z.string(), updated_at: z.string() }
