import { DownloadOutlined, FileExcelOutlined, FileImageOutlined, FilePdfOutlined } from '@ant-design/icons'
import { Button, List, Popconfirm, Space, Typography } from 'antd'
import type { ProjectFile } from '#common/projects-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { formatTime } from '#web/lib/format-time.ts'
import { useFileActions, useSignedLinks } from '../api/files.ts'
import { formatSize } from './labels.tsx'

const icons: Record<string, React.ReactNode> = {
  pdf: <FilePdfOutlined />,
  xlsx: <FileExcelOutlined />,
  png: <FileImageOutlined />,
  jpeg: <FileImageOutlined />,
}

/** Files with signed download links (a plain link works without the login header and expires on its own). */
export function FileList({ projectId, files, canWork }: { projectId: string; files: ProjectFile[]; canWork: boolean }) {
  const { message } = useFeedback()
  const links = useSignedLinks(
    projectId,
    files.map((f) => f.id),
  )
  const { remove } = useFileActions(projectId)
  return (
    <List
      dataSource={files}
      locale={{ emptyText: '此文件夹暂无文件' }}
      renderItem={(file) => {
        const link = links.data?.get(file.id)
        return (
          <List.Item
            actions={[
              <Button
                key="download"
                type="link"
                icon={<DownloadOutlined />}
                href={link?.url}
                disabled={!link}
                loading={links.isPending}
                aria-label={`下载「${file.original_name}」`}
              >
                下载
              </Button>,
              ...(canWork && file.can_delete
                ? [
                    <Popconfirm
                      key="delete"
                      title="从项目中移除这个文件？"
                      okText="移除"
                      cancelText="取消"
                      onConfirm={() => remove.mutate(file.id, { onError: (e) => message.error(e.message) })}
                    >
                      <Button type="link" danger>
                        移除
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              avatar={icons[file.kind]}
              title={<Typography.Text ellipsis={{ tooltip: file.original_name }}>{file.original_name}</Typography.Text>}
              description={
                <Space size={8} wrap style={{ fontSize: 12 }}>
                  <span>{formatSize(file.size)}</span>
                  <span>{file.added_by_name}</span>
                  <span>{formatTime(file.added_at)}</span>
                </Space>
              }
            />
          </List.Item>
        )
      }}
    />
  )
}
