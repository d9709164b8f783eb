import { DownloadOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Flex, Modal, Result, Table, Typography } from 'antd'
import { useState } from 'react'
import { SheetDropzone, UploadProgress } from '#web/components/sheet-upload.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import {
  commitImport,
  downloadImportTemplate,
  type ImportIssue,
  type ImportKind,
  type ImportPreview,
  kindNames,
  previewImport,
} from '../api/sheets.ts'

type Stage =
  | { step: 'pick'; error?: string }
  | { step: 'sending'; file: File; percent: number; action: 'preview' | 'commit' }
  | { step: 'preview'; file: File; preview: ImportPreview; error?: string }
  | { step: 'done'; created: number; fileName: string }

/** The import dialog: pick a sheet, see what it holds and what is wrong, then import. Loaded when opened. */
export default function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const { message } = useFeedback()
  const client = useQueryClient()
  const [stage, setStage] = useState<Stage>({ step: 'pick' })
  const noun = kindNames[kind]

  const check = async (file: File) => {
    setStage({ step: 'sending', file, percent: 0, action: 'preview' })
    try {
      const preview = await previewImport(kind, file, (percent) =>
        setStage({ step: 'sending', file, percent, action: 'preview' }),
      )
      setStage({ step: 'preview', file, preview })
    } catch (error) {
      setStage({ step: 'pick', error: (error as Error).message })
    }
  }

  const commit = async (file: File, preview: ImportPreview) => {
    setStage({ step: 'sending', file, percent: 0, action: 'commit' })
    try {
      const result = await commitImport(kind, file, (percent) =>
        setStage({ step: 'sending', file, percent, action: 'commit' }),
      )
      await client.invalidateQueries({ queryKey: ['intel'] })
      setStage({ step: 'done', created: result.created, fileName: file.name })
    } catch (error) {
      setStage({ step: 'preview', file, preview, error: (error as Error).message })
    }
  }

  const template = async () => {
    try {
      await downloadImportTemplate(kind)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Modal open title={`导入${noun}`} width="min(960px, 100vw)" onCancel={onClose} footer={footer()} destroyOnHidden>
      <Flex vertical gap={16}>
        {stage.step === 'pick' && (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              按模板填写后上传 .xlsx 或 .csv（UTF-8 或 GBK 编码，最大 20 MB，最多 50000
              行）。上传后先逐行检查，全部无误才能导入；任何一行有误都不会导入。
              <Button type="link" icon={<DownloadOutlined />} onClick={template}>
                下载模板
              </Button>
            </Typography.Paragraph>
            {stage.error && <Alert type="error" showIcon title={stage.error} />}
            <SheetDropzone
              accept=".xlsx,.csv"
              label="点击或拖拽 .xlsx / .csv 文件到这里"
              onFile={(file) => void check(file)}
            />
          </>
        )}
        {stage.step === 'sending' && (
          <UploadProgress
            percent={stage.percent}
            text={
              stage.percent < 100
                ? `正在上传 ${stage.file.name}…`
                : stage.action === 'preview'
                  ? '上传完成，服务器正在逐行检查…'
                  : '上传完成，正在写入数据库…'
            }
          />
        )}
        {stage.step === 'preview' && (
          <>
            {stage.error && <Alert type="error" showIcon title={stage.error} />}
            <PreviewSummary preview={stage.preview} noun={noun} />
          </>
        )}
        {stage.step === 'done' && (
          <Result
            status="success"
            title={`已导入 ${stage.created} 条${noun}数据`}
            subTitle={`来自文件：${stage.fileName}`}
          />
        )}
      </Flex>
    </Modal>
  )

  function footer() {
    if (stage.step === 'done') {
      return (
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      )
    }
    if (stage.step === 'preview') {
      const { file, preview } = stage
      const blocked = preview.bad_rows > 0
      return (
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => setStage({ step: 'pick' })}>重新上传</Button>
          <Button type="primary" disabled={blocked} onClick={() => commit(file, preview)}>
            {blocked ? '请先修正有误的行' : `导入 ${preview.total} 条${noun}数据`}
          </Button>
        </Flex>
      )
    }
    return (
      <Button onClick={onClose} disabled={stage.step === 'sending'}>
        取消
      </Button>
    )
  }
}

function PreviewSummary({ preview, noun }: { preview: ImportPreview; noun: string }) {
  if (preview.bad_rows === 0) {
    return <Alert type="success" showIcon title={`共 ${preview.total} 行，全部可以导入`} />
  }
  const listed = preview.issues.length < preview.issue_count ? `（列出前 ${preview.issues.length} 个问题）` : ''
  return (
    <Flex vertical gap={12}>
      <Alert
        type="error"
        showIcon
        title={`共 ${preview.total} 行，其中 ${preview.bad_rows} 行有误，共 ${preview.issue_count} 个问题${listed}`}
        description={`有误时不会导入任何${noun}。请在表格中修正下列行后重新上传。`}
      />
      <Table<ImportIssue & { key: number }>
        size="small"
        aria-label="有误的行"
        dataSource={preview.issues.map((issue, key) => ({ ...issue, key }))}
        columns={[
          { title: '行号', dataIndex: 'row', width: 72 },
          { title: '列', dataIndex: 'column', width: 110 },
          {
            title: '问题',
            dataIndex: 'message',
            render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
          },
        ]}
        scroll={{ y: 360 }}
        pagination={preview.issues.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      />
    </Flex>
  )
}
