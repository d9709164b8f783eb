import { Button } from 'antd'
import { useDownload } from '#web/lib/use-download.ts'
import { downloadReview } from './api.ts'

/**
 * 下载 Word and 下载 PDF for one review, each spinning while its own file downloads; `failure` is said when a
 * download fails without a reason.
 */
export function ReviewDownloads(props: { review: { id: string; title: string }; size?: 'small'; failure: string }) {
  const word = useDownload(() => downloadReview(props.review, 'docx'), props.failure)
  const pdf = useDownload(() => downloadReview(props.review, 'pdf'), props.failure)
  return (
    <>
      <Button size={props.size} loading={word.busy} onClick={word.start}>
        下载 Word
      </Button>
      <Button size={props.size} loading={pdf.busy} onClick={pdf.start}>
        下载 PDF
      </Button>
    </>
  )
}
