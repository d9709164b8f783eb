import { FilePdfOutlined, LinkOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import { useState } from 'react'
import type { ToolSummary } from '#common/applets/summary'
import { ApiError } from '#web/lib/api-client.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { downloadSummaryPdf } from '../lib/summary-pdf.ts'
import { ExportButton } from './export-button.tsx'

type ToolActionsProps = {
  /** File name without extension, used for the workbook and the PDF. */
  name: string
  sheets: () => SheetSpec[]
  summary: () => Omit<ToolSummary, 'link'>
}

/** Share the link of this result, export the inputs and tables to Excel, or download the one-page PDF summary. */
export function ToolActions({ name, sheets, summary }: ToolActionsProps) {
  const { message } = useFeedback()
  const [busy, setBusy] = useState(false)

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      message.success('已复制本测算的链接，打开即可看到相同结果')
    } catch {
      message.info(`请复制地址栏中的链接：${window.location.href}`)
    }
  }

  async function pdf() {
    setBusy(true)
    try {
      const link = `${window.location.pathname}${window.location.search}`
      await downloadSummaryPdf({ ...summary(), link: link.length <= 2000 ? link : undefined })
      message.success('已生成 PDF 摘要')
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : 'PDF 生成失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Flex gap={8} wrap>
      <Button icon={<LinkOutlined />} onClick={copyLink}>
        复制链接
      </Button>
      <ExportButton fileName={`${name}.xlsx`} sheets={sheets} />
      <Button icon={<FilePdfOutlined />} loading={busy} onClick={pdf}>
        PDF 摘要
      </Button>
    </Flex>
  )
}
