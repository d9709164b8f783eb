import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Dropdown, Popconfirm, Space, Typography } from 'antd'
import type { Block, BlockType } from '#common/content'
import { blockTemplates } from './block-templates.ts'
import { ChartBlockForm } from './chart-block-form.tsx'
import { type EditedBlock, editedBlock } from './edited-block.ts'
import { moved } from './grid-parts.tsx'
import { RichTextBlockForm } from './rich-text-block-form.tsx'
import {
  BannerBlockForm,
  BenchmarkBlockForm,
  FileListBlockForm,
  ProjectListBlockForm,
  ReportListBlockForm,
} from './simple-block-forms.tsx'
import { TableBlockForm } from './table-block-form.tsx'

/** What a block is called in its header: its title, else the start of its first heading or paragraph. */
export function blockCaption(block: Block) {
  if ('title' in block && block.title?.trim()) return block.title
  if (block.type === 'rich_text') {
    for (const item of block.content) {
      const text =
        item.type === 'heading' ? item.text : item.type === 'paragraph' ? item.spans.map((s) => s.text).join('') : ''
      if (text) return text.length > 24 ? `${text.slice(0, 24)}…` : text
    }
  }
  return '（无标题）'
}

/**
 * The page's blocks, each in a form suited to its type, to add from the templates, move and remove. Problems the
 * schema finds are shown under the block they belong to.
 */
export function BlockListEditor({
  items,
  problems,
  onChange,
}: {
  items: EditedBlock[]
  /** The schema's problems by block position (checkBlocks). */
  problems: string[][]
  onChange: (next: EditedBlock[]) => void
}) {
  const replace = (id: number, block: Block) => onChange(items.map((item) => (item.id === id ? { id, block } : item)))
  const add = (type: BlockType) => onChange([...items, editedBlock(structuredClone(blockTemplates[type].block))])
  return (
    <section aria-label="内容块">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {items.map(({ id, block }, i) => {
          const n = i + 1
          const own = problems[i] ?? []
          return (
            <Card
              key={id}
              size="small"
              role="region"
              aria-label={`第 ${n} 块`}
              style={own.length > 0 ? { borderColor: 'var(--ant-color-error, #d4282d)' } : undefined}
              title={
                <Typography.Text>
                  {n}. <Typography.Text type="secondary">{blockTemplates[block.type].label}</Typography.Text>{' '}
                  {blockCaption(block)}
                </Typography.Text>
              }
              extra={
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移第 ${n} 块`}
                    disabled={i === 0}
                    onClick={() => onChange(moved(items, i, i - 1))}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移第 ${n} 块`}
                    disabled={i === items.length - 1}
                    onClick={() => onChange(moved(items, i, i + 1))}
                  />
                  <Popconfirm
                    title="删除这个内容块？"
                    okText="删除"
                    cancelText="取消"
                    disabled={items.length === 1}
                    onConfirm={() => onChange(items.filter((item) => item.id !== id))}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`删除第 ${n} 块`}
                      // A page needs at least one block: the last one can be changed, not removed.
                      disabled={items.length === 1}
                    />
                  </Popconfirm>
                </Space>
              }
            >
              <BlockForm block={block} label={`第 ${n} 块正文`} onChange={(next) => replace(id, next)} />
              {own.length > 0 && (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginTop: 12 }}
                  title="这个内容块还不能保存"
                  description={
                    <ul aria-label={`第 ${n} 块的问题`} style={{ margin: 0, paddingLeft: 18 }}>
                      {own.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  }
                />
              )}
            </Card>
          )
        })}
        <Dropdown
          menu={{
            items: Object.entries(blockTemplates).map(([type, t]) => ({ key: type, label: t.label })),
            onClick: ({ key }) => add(key as BlockType),
          }}
        >
          <Button icon={<PlusOutlined />} disabled={items.length >= 100}>
            添加内容块
          </Button>
        </Dropdown>
      </Space>
    </section>
  )
}

function BlockForm({ block, label, onChange }: { block: Block; label: string; onChange: (next: Block) => void }) {
  switch (block.type) {
    case 'rich_text':
      return <RichTextBlockForm block={block} label={label} onChange={onChange} />
    case 'table':
      return <TableBlockForm block={block} onChange={onChange} />
    case 'chart':
      return <ChartBlockForm block={block} onChange={onChange} />
    case 'file_list':
      return <FileListBlockForm block={block} onChange={onChange} />
    case 'project_list':
      return <ProjectListBlockForm block={block} onChange={onChange} />
    case 'banner':
      return <BannerBlockForm block={block} onChange={onChange} />
    case 'report_list':
      return <ReportListBlockForm block={block} onChange={onChange} />
    case 'benchmark':
      return <BenchmarkBlockForm block={block} onChange={onChange} />
  }
}
