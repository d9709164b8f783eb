import { DownloadOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Button, Space } from 'antd'
import { feedback } from '#web/lib/feedback.ts'
import { downloadReport, downloadReportWord } from '../api/reports.ts'
import { reportErrorText } from './report-error.tsx'

/**
 * 下载 Word / 下载 PDF of a report that has a Word original (a published study or asset review). The PDF carries the reader's
 * watermark; both downloads are audited by the server.
 */
export function ReportDownloads({ id, title }: { id: string; title: string }) {
  const download = useMutation({
    mutationFn: (format: 'docx' | 'pdf') =>
      format === 'docx' ? downloadReportWord(id, `${title}.docx`) : downloadReport(id, `${title}.pdf`),
    onError: (error) => feedback.message.error(reportErrorText(error)),
  })
  const busy = (format: 'docx' | 'pdf') => download.isPending && download.variables === format
  return (
    <Space wrap>
      <Button size="small" icon={<DownloadOutlined />} loading={busy('docx')} onClick={() => download.mutate('docx')}>
        下载 Word
      </Button>
      <Button size="small" icon={<DownloadOutlined />} loading={busy('pdf')} onClick={() => download.mutate('pdf')}>
        下载 PDF
      </Button>
    </Space>
  )
}
