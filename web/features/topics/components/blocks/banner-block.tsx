import { Card, Typography } from 'antd'
import type { Block } from '#common/content'
import { SmartLink } from './smart-link.tsx'

type BannerBlockData = Extract<Block, { type: 'banner' }>

export function BannerBlock({ block }: { block: BannerBlockData }) {
  const body = (
    <Card
      size="small"
      cover={block.image_url ? <img src={block.image_url} alt={block.title} /> : undefined}
      style={{ borderColor: '#d4282d' }}
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {block.title}
      </Typography.Title>
      {block.text && <Typography.Text>{block.text}</Typography.Text>}
    </Card>
  )
  return block.href ? <SmartLink href={block.href}>{body}</SmartLink> : body
}
