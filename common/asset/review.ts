import { z } from 'zod'
import { richNodeSchema } from '../content.ts'
import { dashboardAnswer } from './schemas.ts'

/**
 * The quarterly asset review (issue 35 item 5): an owner organization's hotels for one quarter, generated from the
 * asset module's figures, with the consultant's own text per section, exported as Word and PDF and published to the
 * owner's portal and the report library. Shared by the server's routes and the web screen.
 */

export const reviewSections = [
  { key: 'summary', title: '摘要与结论' },
  { key: 'quarter', title: '本季度经营表现' },
  { key: 'ytd', title: '年初至今经营表现' },
  { key: 'trend', title: '24 个月经营趋势' },
  { key: 'flow_through', title: '收入变动的利润流转' },
  { key: 'market', title: '竞争市场表现' },
  { key: 'fees', title: '管理费核查' },
  { key: 'performance_test', title: '业绩考核' },
  { key: 'actions', title: '建议与行动计划' },
] as const
export type ReviewSectionKey = (typeof reviewSections)[number]['key']
export const reviewSectionKeys = reviewSections.map((s) => s.key) as [ReviewSectionKey, ...ReviewSectionKey[]]

/** Sections a review may not be published without text in. */
export const requiredSections: ReviewSectionKey[] = ['summary', 'actions']

export const reviewStatuses = ['draft', 'published'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/** The consultant's text: the block editor's document tree (ADR 030), empty until written. */
export const sectionText = z.array(richNodeSchema).max(200, '一节最多 200 个段落')
export const reviewTexts = z.partialRecord(z.enum(reviewSectionKeys), sectionText)
export type ReviewTexts = z.infer<typeof reviewTexts>

/** The figures of a generation: each hotel's dashboard as of the quarter's last month. */
export const reviewFigures = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  quarter_end: z.string(),
  hotels: z.array(dashboardAnswer),
})
export type ReviewFigures = z.infer<typeof reviewFigures>

export const reviewCreate = z.object({
  organization_id: z.string({ error: '请选择业主机构' }).trim().min(1, '请选择业主机构').max(100, '机构编号过长'),
  year: z
    .number({ error: '年份必须是数字' })
    .int('年份必须是整数')
    .min(2000, '年份不能早于 2000')
    .max(2100, '年份不能晚于 2100'),
  quarter: z
    .number({ error: '季度必须是数字' })
    .int('季度必须是整数')
    .min(1, '季度只能是 1–4')
    .max(4, '季度只能是 1–4'),
})
export type ReviewCreate = z.infer<typeof reviewCreate>

export const reviewSectionBody = z.object({ content: sectionText })

export const reviewParams = z.object({ id: z.string().uuid('报告编号格式不正确') })
export const reviewSectionParams = reviewParams.extend({
  section: z.enum(reviewSectionKeys, { error: '未知的章节' }),
})
export const reviewListQuery = z.object({
  organization_id: z.string().trim().min(1).max(100).optional(),
})
export const reviewExportQuery = z.object({
  format: z.enum(['docx', 'pdf'], { error: '导出格式只能是 docx 或 pdf' }),
})

export const reviewSummary = z.object({
  id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  year: z.number(),
  quarter: z.number(),
  title: z.string(),
  status: z.enum(reviewStatuses),
  generated_at: z.string(),
  published_at: z.string().nullable(),
  report_id: z.string().nullable(),
})
export type ReviewSummary = z.infer<typeof reviewSummary>

export const reviewDetail = reviewSummary.extend({ figures: reviewFigures, texts: reviewTexts })
export type ReviewDetail = z.infer<typeof reviewDetail>

/** "2026 年第三季度". */
export function quarterLabel(year: number, quarter: number) {
  return `${year} 年第${['一', '二', '三', '四'][quarter - 1] ?? quarter}季度`
}

/** The last month of a quarter: 2026, 3 → "2026-09". */
export function quarterEndMonth(year: number, quarter: number) {
  return `${year}-${String(quarter * 3).padStart(2, '0')}`
}
