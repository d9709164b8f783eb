import { WordPdfDownloads } from '#web/components/word-pdf-downloads.tsx'
import { downloadReport, downloadReportWord } from '../api/reports.ts'
import { reportErrorText } from './report-error.tsx'

/**
 * 下载 Word / 下载 PDF of a report that has a Word original (a published study or asset review). The PDF carries the reader's
 * watermark; both downloads are audited by the server.
 */
export function ReportDownloads({ id, title }: { id: string; title: string }) {
  return (
    <WordPdfDownloads
      download={(format) =>
        format === 'docx' ? downloadReportWord(id, `${title}.docx`) : downloadReport(id, `${title}.pdf`)
      }
      errorText={reportErrorText}
    />
  )
}
