import { z } from 'zod'
import { topicKeys } from '#common/topics'
import { readDataFile } from '#server/lib/data-files'
import { type DemoOrgKey, demoOrgIds } from '../auth/seed.ts'
import { type DemoReport, demoReportFields } from './demo-pdf.ts'
import { researchReports } from './research/catalogue.ts'

export type DemoReportSeed = DemoReport & {
  id: string
  topic: string | null
  year: number
  summary: string
  isAnnual: boolean
  organizationIds: string[]
}

export const demoDeliverableSchema = z.strictObject({
  id: z.uuid(),
  ...demoReportFields,
  topic: z.enum(topicKeys).nullable(),
  year: z.int().min(2000).max(2100),
  summary: z.string().trim().min(1),
  annual: z.boolean(),
  /** The demo organizations that see it. */
  orgs: z.array(z.enum(Object.keys(demoOrgIds) as [DemoOrgKey, ...DemoOrgKey[]])),
})

/**
 * The demo organizations' own deliverables and the firm's annual reports (content/demo/reports.yaml), rendered as
 * short demo PDFs; read and checked when the module loads. They carry no market figures (the research reports in
 * research/ hold those).
 */
export const demoDeliverables: DemoReportSeed[] = readDataFile('demo/reports.yaml', z.array(demoDeliverableSchema)).map(
  ({ id, title, subtitle, topic, year, summary, annual, orgs, sections }) => ({
    id,
    title,
    subtitle,
    topic,
    year,
    summary,
    isAnnual: annual,
    organizationIds: orgs.map((key) => demoOrgIds[key]),
    sections,
  }),
)

/** Every report the seed creates: the research reports and the demo deliverables, with the metadata they are listed by. */
export const demoReports: Omit<DemoReportSeed, 'sections' | 'subtitle'>[] = [
  ...researchReports().map(({ id, title, topic, year, summary, organizationIds }) => ({
    id,
    title,
    topic,
    year,
    summary,
    organizationIds,
    isAnnual: false,
  })),
  ...demoDeliverables,
]
