import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useFeedback } from '#web/lib/feedback.ts'
import { downloadWorkbook, type SheetSpec } from '#web/lib/xlsx.ts'

type ExportButtonProps = { fileName: string; sheets: () => SheetSpec[]; disabled?: boolean }

/** Exports the current inputs and results to .xlsx; the writer library loads on the first click. */
export function ExportButton({ fileName, sheets, disabled }: ExportButtonProps) {
  const { message } = useFeedback()
  const [busy, setBusy] = useState(false)

  async function exportNow() {
    setBusy(true)
    try {
      await downloadWorkbook(fileName, sheets())
      message.success('已导出 Excel 文件')
    } catch {
      message.error('导出失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={exportNow}>
      导出 Excel
    </Button>
  )
}
