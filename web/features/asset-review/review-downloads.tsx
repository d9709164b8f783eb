import { Button } from 'antd'
import { useState } from 'react'
import { useFeedback } from '#web/lib/feedback.ts'
import { downloadReview } from './api.ts'

type Format = 'docx' | 'pdf'

/**
 * 下载 Word and 下载 PDF for one review, each spinning while its own file downloads; `failure` is said when a
 * download fails without a reason.
 */
export function ReviewDownloads(props: { review: { id: string; title: string }; size?: 'small'; failure: string }) {
  const { message } = useFeedback()
  const [busy, setBusy] = useState<Format>()
  const download = async (format: Format) => {
    setBusy(format)
    try {
      await downloadReview(props.review, format)
    } catch (e) {
      message.error(e instanceof Error ? e.message : props.failure)
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <>
      <Button size={props.size} loading={busy === 'docx'} onClick={() => download('docx')}>
        下载 Word
      </Button>
      <Button size={props.size} loading={busy === 'pdf'} onClick={() => download('pdf')}>
        下载 PDF
      </Button>
    </>
  )
}
