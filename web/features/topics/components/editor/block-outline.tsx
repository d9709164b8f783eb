import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons'
import { Button, List, Popconfirm, Space, Typography } from 'antd'
import type { Block } from '../../../../../common/content.ts'
import { blockTemplates } from './block-templates.ts'

/** What a block is called in the outline: its title, else the start of its first paragraph or heading. */
export function blockCaption(block: Block) {
  if ('title' in block && block.title) return block.title
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
 * The page's blocks in order, to move or remove a whole block without editing brackets in the JSON. Shows
 * nothing while the JSON does not parse into blocks.
 */
export function BlockOutline({ blocks, onChange }: { blocks: Block[]; onChange: (next: Block[]) => void }) {
  if (blocks.length === 0) return null
  const move = (from: number, to: number) => {
    const next = [...blocks]
    const [block] = next.splice(from, 1)
    if (block) next.splice(to, 0, block)
    onChange(next)
  }
  return (
    <section aria-label="内容块顺序" style={{ marginBottom: 12 }}>
      <List
        size="small"
        bordered
        dataSource={blocks}
        renderItem={(block, i) => {
          const n = i + 1
          return (
            <List.Item
              actions={[
                <Space key="actions" size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移第 ${n} 块`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移第 ${n} 块`}
                    disabled={i === blocks.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                  <Popconfirm
                    title="删除这个内容块？"
                    okText="删除"
                    cancelText="取消"
                    disabled={blocks.length === 1}
                    onConfirm={() => onChange(blocks.filter((_, j) => j !== i))}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`删除第 ${n} 块`}
                      // A page needs at least one block: the last one can be replaced, not removed.
                      disabled={blocks.length === 1}
                    />
                  </Popconfirm>
                </Space>,
              ]}
            >
              <Typography.Text>
                {n}. <Typography.Text type="secondary">{blockTemplates[block.type].label}</Typography.Text>{' '}
                {blockCaption(block)}
              </Typography.Text>
            </List.Item>
          )
        }}
      />
    </section>
  )
}
