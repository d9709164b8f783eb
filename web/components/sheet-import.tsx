import { DownloadOutlined } from '@ant-design/icons'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Flex, Modal, Result, Table, Typography } from 'antd'
import { type ReactNode, useState } from 'react'
import { useFeedback } from '../lib/feedback.ts'
import { SheetDropzone, UploadProgress } from './sheet-upload.tsx'

type Progress = (percent: number) => void
type Stage<P, D> =
  | { step: 'pick'; error?: string }
  | { step: 'sending'; file: File; percent: number; action: 'preview' | 'commit' }
  | { step: 'preview'; file: File; preview: P; error?: string }
  | { step: 'done'; file: File; result: D }

/**
 * A spreadsheet import in a dialog: the template and a drop zone, the upload's progress, the server's check of
 * every row (`renderPreview`), and the import itself once nothing is wrong. A failed import changes nothing and
 * returns to the check; a failed check returns to the drop zone with the server's message.
 */
export function SheetImportDialog<P, D>(props: {
  title: string
  width: string
  /** What to fill in, shown above the drop zone with the template link. */
  intro: ReactNode
  onTemplate: () => Promise<unknown>
  accept: string
  dropLabel: string
  preview: (file: File, onProgress: Progress) => Promise<P>
  commit: (file: File, onProgress: Progress) => Promise<D>
  /** What the server does once the bytes are sent: checking, then importing. */
  working: { preview: string; commit: string }
  renderPreview: (preview: P) => ReactNode
  /** The import's label, or undefined while some row is wrong. */
  commitLabel: (preview: P) => string | undefined
  done: (result: D, file: File) => { title: string; subTitle: string }
  /** Queries that hold what the import changes. */
  invalidates: QueryKey
  onClose: () => void
}) {
  const { message } = useFeedback()
  const client = useQueryClient()
  const [stage, setStage] = useState<Stage<P, D>>({ step: 'pick' })

  const check = async (file: File) => {
    const sending = (percent: number) => setStage({ step: 'sending', file, percent, action: 'preview' })
    sending(0)
    try {
      setStage({ step: 'preview', file, preview: await props.preview(file, sending) })
    } catch (error) {
      setStage({ step: 'pick', error: (error as Error).message })
    }
  }
  const commit = async (file: File, preview: P) => {
    const sending = (percent: number) => setStage({ step: 'sending', file, percent, action: 'commit' })
    sending(0)
    try {
      const result = await props.commit(file, sending)
      await client.invalidateQueries({ queryKey: props.invalidates })
      setStage({ step: 'done', file, result })
    } catch (error) {
      setStage({ step: 'preview', file, preview, error: (error as Error).message })
    }
  }
  const template = async () => {
    try {
      await props.onTemplate()
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Modal open title={props.title} width={props.width} onCancel={props.onClose} footer={footer()} destroyOnHidden>
      <Flex vertical gap={16}>
        {stage.step === 'pick' && (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              {props.intro}
              <Button type="link" icon={<DownloadOutlined />} onClick={template}>
                下载模板
              </Button>
            </Typography.Paragraph>
            {stage.error && <Alert type="error" showIcon title={stage.error} />}
            <SheetDropzone accept={props.accept} label={props.dropLabel} onFile={(file) => void check(file)} />
          </>
        )}
        {stage.step === 'sending' && (
          <UploadProgress
            percent={stage.percent}
            text={stage.percent < 100 ? `正在上传 ${stage.file.name}…` : props.working[stage.action]}
          />
        )}
        {stage.step === 'preview' && (
          <>
            {stage.error && <Alert type="error" showIcon title={stage.error} />}
            {props.renderPreview(stage.preview)}
          </>
        )}
        {stage.step === 'done' && <Result status="success" {...props.done(stage.result, stage.file)} />}
      </Flex>
    </Modal>
  )

  function footer() {
    if (stage.step === 'done')
      return (
        <Button type="primary" onClick={props.onClose}>
          完成
        </Button>
      )
    if (stage.step === 'preview') {
      const { file, preview } = stage
      const label = props.commitLabel(preview)
      return (
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => setStage({ step: 'pick' })}>重新上传</Button>
          <Button type="primary" disabled={!label} onClick={() => commit(file, preview)}>
            {label ?? '请先修正有误的行'}
          </Button>
        </Flex>
      )
    }
    return (
      <Button onClick={props.onClose} disabled={stage.step === 'sending'}>
        取消
      </Button>
    )
  }
}

/** The rows a check found wrong: row number, column and what is wrong, a hundred to a page. */
export function ImportIssueTable(props: {
  issues: readonly { row: number; column: string; message: string }[]
  columnWidth: number
}) {
  return (
    <Table
      size="small"
      aria-label="有误的行"
      dataSource={props.issues.map((issue, key) => ({ ...issue, key }))}
      columns={[
        { title: '行号', dataIndex: 'row', width: 72 },
        { title: '列', dataIndex: 'column', width: props.columnWidth },
        {
          title: '问题',
          dataIndex: 'message',
          render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
        },
      ]}
      scroll={{ y: 360 }}
      pagination={props.issues.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
    />
  )
}
