import { FolderOpenOutlined, FolderOutlined } from '@ant-design/icons'
import { Card, Col, Menu, Row, Space, Typography } from 'antd'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type ProjectFolder, projectFolders } from '#common/projects'
import { Result } from '#web/components/lazy-result.tsx'
import { QueryState } from '#web/components/query-state.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useProjectFiles } from './api/files.ts'
import { useProjectDetail } from './api/projects.ts'
import { FileList } from './components/file-list.tsx'
import { FileUpload } from './components/file-upload.tsx'

/** /browser2?project=: the project's documents by folder; each download is a signed link that expires. */
export function Component() {
  const [params] = useSearchParams()
  const projectId = params.get('project') ?? ''
  const detail = useProjectDetail(projectId)
  const files = useProjectFiles(projectId)
  const [folder, setFolder] = useState<ProjectFolder>(projectFolders[0])

  if (!projectId) {
    return <Result status="info" title="请先选择项目" extra={<Link to="/instancePicker">选择项目</Link>} />
  }
  if (files.error instanceof ApiError && files.error.status === 404) {
    return <Result status="404" title="项目不存在或您无权查看" extra={<Link to="/project-list">返回项目列表</Link>} />
  }

  const counts = new Map<string, number>()
  for (const f of files.data ?? []) counts.set(f.folder, (counts.get(f.folder) ?? 0) + 1)
  const inFolder = (files.data ?? []).filter((f) => f.folder === folder)
  const canWork = detail.data?.permissions.work ?? false

  return (
    <Card
      title={detail.data ? `项目文档 · ${detail.data.project.name}` : '项目文档'}
      extra={<Link to={`/collabPage?project=${projectId}`}>进入协作</Link>}
    >
      <QueryState query={files}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={6}>
            <Menu
              mode="inline"
              aria-label="文件夹"
              selectedKeys={[folder]}
              onClick={({ key }) => setFolder(key as ProjectFolder)}
              items={projectFolders.map((name) => ({
                key: name,
                icon: name === folder ? <FolderOpenOutlined /> : <FolderOutlined />,
                label: `${name}（${counts.get(name) ?? 0}）`,
              }))}
            />
          </Col>
          <Col xs={24} md={18}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {canWork && <FileUpload projectId={projectId} into={folder} />}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                下载链接仅对您本人有效，10 分钟后失效，页面会自动更新链接。
              </Typography.Text>
              <FileList projectId={projectId} files={inFolder} canWork={canWork} />
            </Space>
          </Col>
        </Row>
      </QueryState>
    </Card>
  )
}
