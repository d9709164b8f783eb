import { DownloadOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Button, Space } from 'antd'
import type { ReactNode } from 'react'
import { feedback } from '#web/lib/feedback.ts'

type Format = 'docx' | 'pdf'

/** 下载 Word / 下载 PDF buttons, each spinning while its own download runs; a failure is shown as a message. */
export function WordPdfDownloads(props: {
  download: (format: Format) => Promise<unknown>
  errorText: (error: Error) => string
  size?: number
  children?: ReactNode
}) {
  const download = useMutation({
    mutationFn: props.download,
    onError: (error) => feedback.message.error(props.errorText(error)),
  })
  const busy = (format: Format) => download.isPending && download.variables === format
  return (
    <Space size={props.size} wrap>
      <Button size="small" icon={<DownloadOutlined />} loading={busy('docx')} onClick={() => download.mutate('docx')}>
        下载 Word
      </Button>
      <Button size="small" icon={<DownloadOutlined />} loading={busy('pdf')} onClick={() => download.mutate('pdf')}>
        下载 PDF
      </Button>
      {props.children}
    </Space>
  )
}
