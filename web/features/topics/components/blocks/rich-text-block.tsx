import { Alert, Typography } from 'antd'
import type { Block, RichNode } from '#common/content'
import { SmartLink } from './smart-link.tsx'

type RichTextBlock = Extract<Block, { type: 'rich_text' }>

/** Rich text is a document tree rendered as React elements: text is always text, never markup (ADR 030). */
export function RichTextBlock({ block }: { block: RichTextBlock }) {
  return (
    <Typography>
      {block.title && <Typography.Title level={4}>{block.title}</Typography.Title>}
      {block.content.map((node, i) => (
        // Rich nodes have no ids; their position is their identity within a saved page.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <RichNodeView key={i} node={node} />
      ))}
    </Typography>
  )
}

function RichNodeView({ node }: { node: RichNode }) {
  switch (node.type) {
    case 'heading':
      return <Typography.Title level={5}>{node.text}</Typography.Title>
    case 'paragraph':
      return (
        <Typography.Paragraph>
          {node.spans.map((span, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: spans have no ids; position is their identity
            <SpanView key={i} span={span} />
          ))}
        </Typography.Paragraph>
      )
    case 'list': {
      const items = node.items.map((item) => <li key={item}>{item}</li>)
      return node.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
    }
    case 'note':
      return <Alert type="info" showIcon title={node.text} style={{ marginBottom: 16 }} />
  }
}

function SpanView({ span }: { span: Extract<RichNode, { type: 'paragraph' }>['spans'][number] }) {
  const text = span.bold ? <strong>{span.text}</strong> : span.text
  return span.href ? <SmartLink href={span.href}>{text}</SmartLink> : <span>{text}</span>
}
