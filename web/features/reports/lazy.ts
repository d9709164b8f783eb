// What other features load on demand from this feature (import()), so it stays out of their bundles (ADR 142).
export { downloadReport, downloadReportWord } from './api/reports.ts'
