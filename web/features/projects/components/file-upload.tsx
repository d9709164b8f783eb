import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Select, Space, Upload } from 'antd'
import { useState } from 'react'
import { type ProjectFolder, projectFolders } from '../../../../common/projects.ts'
import { useFileActions } from '../api/files.ts'

/** Pick a folder, then a file; the server checks type, size and content (files module). */
export function FileUpload({ projectId }: { projectId: string }) {
  const { message } = App.useApp()
  const { upload } = useFileActions(projectId)
  const [folder, setFolder] = useState<ProjectFolder>('调研资料')
  return (
    <Space wrap>
      <Select
        aria-label="上传到文件夹"
        value={folder}
        onChange={setFolder}
        style={{ minWidth: 140 }}
        options={projectFolders.map((f) => ({ value: f, label: f }))}
      />
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
          上传文件
        </Button>
      </Upload>
      <span style={{ fontSize: 12, opacity: 0.65 }}>支持 PNG、JPG、PDF、XLSX</span>
    </Space>
  )
}
