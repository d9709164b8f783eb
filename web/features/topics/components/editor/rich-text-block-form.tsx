import { Form, Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { Block } from '#common/content'
import { TextField } from './text-field.tsx'

type RichTextBlock = Extract<Block, { type: 'rich_text' }>

// The editor library is downloaded only when a rich-text block is on screen in the editor (ADR 035).
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextEditor }))

export function RichTextBlockForm({
  block,
  label,
  onChange,
}: {
  block: RichTextBlock
  /** Names the writing area for screen readers ("第 1 块正文"). */
  label: string
  onChange: (next: RichTextBlock) => void
}) {
  return (
    <Form layout="vertical" component="div">
      <TextField block={block} name="title" label="小标题（可选）" onChange={onChange} />
      <Form.Item label="正文" style={{ marginBottom: 0 }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <RichTextEditor value={block.content} label={label} onChange={(content) => onChange({ ...block, content })} />
        </Suspense>
      </Form.Item>
    </Form>
  )
}
