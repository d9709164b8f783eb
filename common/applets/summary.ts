import { z } from 'zod'

/**
 * A tool's one-page PDF summary, as the browser sends it: the figures are already computed and formatted there,
 * so the server only lays them out under the firm's name. Limits keep the page to one A4 sheet.
 */
export const summaryLimits = { sections: 4, rows: 36, verdict: 4 } as const

const text = (max: number) => z.string().trim().min(1).max(max)

export const toolSummarySchema = z
  .object({
    title: text(40),
    /** The case in a line: "高端 · 二线城市 · 300 间". */
    subtitle: z.string().trim().max(120).default(''),
    /** Plain-language reading of the result, one paragraph each. */
    verdict: z.array(text(300)).max(summaryLimits.verdict),
    sections: z
      .array(
        z.object({
          heading: text(30),
          rows: z.array(z.tuple([text(40), z.string().trim().max(40)])).min(1),
        }),
      )
      .min(1)
      .max(summaryLimits.sections),
    /** The shareable link of this result, printed at the foot so the reader can reopen it. */
    link: z
      .string()
      .max(2000)
      .regex(/^\/applet\/[a-z-]+(\?[\w%.=&,-]*)?$/, { error: '链接应为本平台的工具页' })
      .optional(),
  })
  .refine((s) => s.sections.reduce((n, sec) => n + sec.rows.length, 0) <= summaryLimits.rows, {
    error: `摘要最多 ${summaryLimits.rows} 行数字，超出一页`,
    path: ['sections'],
  })

export type ToolSummary = z.input<typeof toolSummarySchema>
