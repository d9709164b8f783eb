import { Space } from 'antd'
import { QueryState } from '#web/components/query-state.tsx'
import { useProjectFiles } from '../api/files.ts'
import { FileList } from './file-list.tsx'
import { FileUpload } from './file-upload.tsx'

/** The workspace's 文件 tab: upload (for those who may work on the project) and the project's files. */
export function ProjectFiles({ projectId, canWork }: { projectId: string; canWork: boolean }) {
  const files = useProjectFiles(projectId)
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {canWork && <FileUpload projectId={projectId} />}
      <QueryState query={files}>
        <FileList projectId={projectId} files={files.data ?? []} canWork={canWork} />
      </QueryState>
    </Space>
  )
}
