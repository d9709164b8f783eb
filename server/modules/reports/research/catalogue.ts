import { developmentCostReport } from './development-cost.ts'
import { feeSurveyReport } from './fee-survey.ts'
import { financeValuationReport } from './finance-valuation.ts'
import { groupScaleReport } from './group-scale.ts'
import type { ResearchReport } from './model.ts'
import { operatingBenchmarksReport } from './operating-benchmarks.ts'

/** The firm's research reports, built from the benchmark table and the published facts each time they are seeded. */
export function researchReports(): ResearchReport[] {
  return [
    developmentCostReport(),
    feeSurveyReport(),
    operatingBenchmarksReport(),
    groupScaleReport(),
    financeValuationReport(),
  ]
}
