import { z } from 'zod'
import { topicKeys } from '#common/topics'

export const reportIdParams = z.object({ id: z.string().uuid('报告编号格式不正确') })

const yearField = z.coerce
  .number({ error: '年份必须是数字' })
  .int('年份必须是整数')
  .min(1990, '年份不能早于 1990')
  .max(2100, '年份不能晚于 2100')

export const listQuery = z.object({
  topic: z.enum(topicKeys, { error: '未知的专题' }).optional(),
  year: yearField.optional(),
  q: z.string().trim().max(100, '搜索词不能超过 100 个字').optional(),
  annual: z.enum(['0', '1'], { error: 'annual 只能是 0 或 1' }).optional(),
})

export const reportJson = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string().nullable(),
  year: z.number(),
  summary: z.string(),
  is_annual: z.boolean(),
  file_size: z.number(),
  /** Size of the report's Word original (/reports/:id/word), or null when it has only a PDF. */
  word_size: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only staff see which organizations a report is limited to. */
  organization_ids: z.array(z.string()).optional(),
})

const uuidList = z
  .string()
  .trim()
  .transform((v) => (v ? v.split(/[\s,]+/).filter(Boolean) : []))
  .pipe(z.array(z.string().uuid('机构编号格式不正确')).max(200, '可见机构不能超过 200 个'))

/** The text fields of the multipart upload (all arrive as strings). */
export const newReportFields = z.object({
  title: z.string({ error: '请填写报告标题' }).trim().min(1, '请填写报告标题').max(200, '标题不能超过 200 个字'),
  topic: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .pipe(z.enum(topicKeys, { error: '未知的专题' }).nullable()),
  year: yearField,
  summary: z.string().trim().max(2000, '摘要不能超过 2000 个字').default(''),
  is_annual: z.enum(['0', '1'], { error: 'is_annual 只能是 0 或 1' }).default('0'),
  organization_ids: uuidList.default([]),
})

export type NewReportFields = z.infer<typeof newReportFields>
