import { FileExcelOutlined, FileOutlined, FilePdfOutlined, LinkOutlined } from '@ant-design/icons'
import { Flex, Typography } from 'antd'
import type { Block } from '#common/content'
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
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {block.files.map((f) => (
          <li key={f.href} style={{ padding: '6px 0' }}>
            <Flex gap={8} align="baseline">
              {iconFor(f.format)}
              <SmartLink href={f.href}>{f.name}</SmartLink>
              {f.note && <Typography.Text type="secondary">{f.note}</Typography.Text>}
            </Flex>
          </li>
        ))}
      </ul>
    </div>
  )
}
