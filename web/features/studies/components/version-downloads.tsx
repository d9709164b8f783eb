import { DownloadOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Button, Space, Typography } from 'antd'
import type { VersionRow } from '#common/study/api'
import { feedback } from '#web/lib/feedback.ts'
import { downloadVersion, type FileFormat } from '../api/studies.ts'
import { fileSize } from '../lib/format.ts'

/** 下载 Word / 下载 PDF of one published version (the PDF carries the reader's watermark; both are audited). */
export function VersionDownloads(props: { projectId: string; studyId: string; title: string; version: VersionRow }) {
  const { projectId, studyId, title, version } = props
  const download = useMutation({
    mutationFn: (format: FileFormat) => downloadVersion(projectId, studyId, version.number, format, title),
    onError: (error) => feedback.message.error(`下载失败：${error.message}`),
  })
  const busy = (format: FileFormat) => download.isPending && download.variables === format
  return (
    <Space size={8} wrap>
      <Button size="small" icon={<DownloadOutlined />} loading={busy('docx')} onClick={() => download.mutate('docx')}>
        下载 Word
      </Button>
      <Button size="small" icon={<DownloadOutlined />} loading={busy('pdf')} onClick={() => download.mutate('pdf')}>
        下载 PDF
      </Button>
      {version.docx_size > 0 && (
        <Typography.Text type="secondary">
          Word {fileSize(version.docx_size)} · PDF {fileSize(version.pdf_size)}
        </Typography.Text>
      )}
    </Space>
  )
}
