import { UploadOutlined } from '@ant-design/icons'
import { Button, Select, Space, Upload } from 'antd'
import { useState } from 'react'
import { type ProjectFolder, projectFolders } from '#common/projects'
import { useFeedback } from '#web/lib/feedback.ts'
import { useFileActions } from '../api/files.ts'

/**
 * Pick a folder (or upload into the given one), then a file; the server checks type, size and content
 * (files module).
 */
export function FileUpload({ projectId, into }: { projectId: string; into?: ProjectFolder }) {
  const { message } = useFeedback()
  const { upload } = useFileActions(projectId)
  const [chosen, setChosen] = useState<ProjectFolder>('调研资料')
  const folder = into ?? chosen
  return (
    <Space wrap>
      {!into && (
        <Select
          aria-label="上传到文件夹"
          value={folder}
          onChange={setChosen}
          style={{ minWidth: 140 }}
          options={projectFolders.map((f) => ({ value: f, label: f }))}
        />
      )}
      <Upload
        showUploadList={false}
        accept=".png,.jpg,.jpeg,.pdf,.xlsx"
        customRequest={({ file }) =>
          upload.mutate(
            { file: file as File, folder },
            {
              onSuccess: () => message.success('文件已上传'),
              onError: (error) => message.error(error.message),
            },
          )
        }
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {into ? `上传到「${into}」` : '上传文件'}
        </Button>
      </Upload>
      <span style={{ fontSize: 12, opacity: 0.65 }}>支持 PNG、JPG、PDF、XLSX</span>
    </Space>
  )
}
