import { DownloadOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Flex, Modal, Progress, Radio, Result, Steps, Typography } from 'antd'
import { useState } from 'react'
import type { ImportMode, ImportPreview, ImportResult } from '#common/admin-schemas'
import { SheetDropzone } from '#web/components/sheet-upload.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { commitImport, downloadTemplate, previewImport } from '../api/user-sheets.ts'
import { usersKey } from '../api/users.ts'
import { ImportPreviewTable } from './import-preview.tsx'

type Stage =
  | { step: 'upload'; percent?: number; error?: string }
  | { step: 'preview'; preview: ImportPreview; committing?: boolean; error?: string }
  | { step: 'done'; result: ImportResult; fileName: string }

/**
 * Template → upload → preview (bad rows with reasons; in update mode what changes per user) → all-or-nothing
 * commit. Update mode takes back an exported sheet: rows match registered users by phone.
 */
export function ImportWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useFeedback()
  const client = useQueryClient()
  const [stage, setStage] = useState<Stage>({ step: 'upload' })
  const [mode, setMode] = useState<ImportMode>('create')

  const close = () => {
    setStage({ step: 'upload' })
    onClose()
  }

  const send = async (file: File) => {
    setStage({ step: 'upload', percent: 0 })
    try {
      const preview = await previewImport(file, mode, (percent) => setStage({ step: 'upload', percent }))
      setStage({ step: 'preview', preview })
    } catch (error) {
      setStage({ step: 'upload', error: (error as Error).message })
    }
  }

  const commit = async (preview: ImportPreview) => {
    setStage({ step: 'preview', preview, committing: true })
    try {
      const result = await commitImport(preview.file_id, preview.mode)
      await client.invalidateQueries({ queryKey: usersKey })
      setStage({ step: 'done', result, fileName: preview.file_name })
    } catch (error) {
      setStage({ step: 'preview', preview, error: (error as Error).message })
    }
  }

  const template = async () => {
    try {
      await downloadTemplate()
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  const current = stage.step === 'upload' ? 0 : stage.step === 'preview' ? 1 : 2
  const uploading = stage.step === 'upload' && stage.percent !== undefined

  return (
    <Modal
      open={open}
      title="批量导入用户"
      width="min(1100px, 100vw)"
      onCancel={close}
      destroyOnHidden
      footer={footer()}
    >
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={current}
          items={[{ title: '上传表格' }, { title: '预览检查' }, { title: '完成' }]}
        />
        {stage.step === 'upload' ? (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              先下载模板，按模板填写后上传（.xlsx，最多 2000 行）。上传后会先检查每一行，确认无误再导入。
              <Button type="link" icon={<DownloadOutlined />} onClick={template}>
                下载模板
              </Button>
            </Typography.Paragraph>
            <Radio.Group
              value={mode}
              onChange={(e) => setMode(e.target.value)}
              aria-label="导入方式"
              options={[
                { value: 'create', label: '仅新增用户（手机号已注册的行报错）' },
                { value: 'update', label: '新增并更新已有用户（按手机号匹配，可导入导出的表格）' },
              ]}
            />
            {stage.error ? <Alert type="error" showIcon title={stage.error} /> : null}
            <SheetDropzone
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              label="点击或拖拽 .xlsx 文件到这里"
              disabled={uploading}
              onFile={(file) => void send(file)}
            />
            {uploading ? (
              <Progress percent={stage.percent} status="active" format={(p) => (p === 100 ? '检查中…' : `${p}%`)} />
            ) : null}
          </>
        ) : null}
        {stage.step === 'preview' ? (
          <>
            {stage.error ? <Alert type="error" showIcon title={stage.error} /> : null}
            <ImportPreviewTable preview={stage.preview} />
          </>
        ) : null}
        {stage.step === 'done' ? (
          <Result status="success" title={doneTitle(stage.result)} subTitle={`来自文件：${stage.fileName}`} />
        ) : null}
      </Flex>
    </Modal>
  )

  function footer() {
    if (stage.step === 'done') {
      return (
        <Button type="primary" onClick={close}>
          完成
        </Button>
      )
    }
    if (stage.step === 'preview') {
      const blocked = stage.preview.issues.length > 0
      return (
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => setStage({ step: 'upload' })}>重新上传</Button>
          <Button
            type="primary"
            disabled={blocked || nothingToDo(stage.preview)}
            loading={stage.committing}
            onClick={() => commit(stage.preview)}
          >
            {blocked ? '请先修正有误的行' : commitLabel(stage.preview)}
          </Button>
        </Flex>
      )
    }
    return <Button onClick={close}>取消</Button>
  }
}

const count = (preview: ImportPreview, action: string) => preview.rows.filter((r) => r.action === action).length

const nothingToDo = (preview: ImportPreview) => count(preview, 'create') + count(preview, 'update') === 0

function commitLabel(preview: ImportPreview) {
  if (preview.mode === 'create') return `导入 ${preview.total} 位用户`
  if (nothingToDo(preview)) return '表格与现有用户一致，无需导入'
  return `新增 ${count(preview, 'create')} 位，更新 ${count(preview, 'update')} 位`
}

function doneTitle(result: ImportResult) {
  if (!result.updated && !result.unchanged) return `已导入 ${result.created} 位用户`
  return `已新增 ${result.created} 位、更新 ${result.updated} 位用户（${result.unchanged} 位无变化）`
}
