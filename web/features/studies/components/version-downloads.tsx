import { Typography } from 'antd'
import type { VersionRow } from '#common/study/api'
import { WordPdfDownloads } from '#web/components/word-pdf-downloads.tsx'
import { downloadVersion } from '../api/studies.ts'
import { fileSize } from '../lib/format.ts'

/** 下载 Word / 下载 PDF of one published version (the PDF carries the reader's watermark; both are audited). */
export function VersionDownloads(props: { projectId: string; studyId: string; title: string; version: VersionRow }) {
  const { projectId, studyId, title, version } = props
  return (
    <WordPdfDownloads
      size={8}
      download={(format) => downloadVersion(projectId, studyId, version.number, format, title)}
      errorText={(error) => `下载失败：${error.message}`}
    >
      {version.docx_size > 0 && (
        <Typography.Text type="secondary">
          Word {fileSize(version.docx_size)} · PDF {fileSize(version.pdf_size)}
        </Typography.Text>
      )}
    </WordPdfDownloads>
  )
}
