import { FileExcelOutlined, FileOutlined, FilePdfOutlined, LinkOutlined } from '@ant-design/icons'
import { List, Typography } from 'antd'
import type { Block } from '../../../../../common/content.ts'
import { SmartLink } from './smart-link.tsx'

type FileListBlockData = Extract<Block, { type: 'file_list' }>

const iconFor = (format: string) =>
  format === 'pdf' ? (
    <FilePdfOutlined />
  ) : format === 'xlsx' ? (
    <FileExcelOutlined />
  ) : format === 'link' ? (
    <LinkOutlined />
  ) : (
    <FileOutlined />
  )

export function FileListBlock({ block }: { block: FileListBlockData }) {
  return (
    <div>
      {block.title && <Typography.Title level={4}>{block.title}</Typography.Title>}
      <List
        size="small"
        dataSource={block.files}
        rowKey={(f) => f.href}
        renderItem={(f) => (
          <List.Item>
            <List.Item.Meta
              avatar={iconFor(f.format)}
              title={<SmartLink href={f.href}>{f.name}</SmartLink>}
              description={f.note}
            />
          </List.Item>
        )}
      />
    </div>
  )
}
