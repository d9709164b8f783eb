import { Alert, App, Button, Col, Dropdown, Form, Input, Row, Select, Space, Typography } from 'antd'
import { useState } from 'react'
import {
  type AccessRule,
  type Block,
  type BlockType,
  blocksSchema,
  type PageInput,
  type PageSource,
  pageCreateSchema,
  pageInputSchema,
  type TopicSummary,
} from '../../../../../common/content.ts'
import { useSavePage } from '../../api/save-page.ts'
import { BlockView } from '../blocks/block-view.tsx'
import { AccessRuleField } from './access-rule-field.tsx'
import { BlockOutline } from './block-outline.tsx'
import { blockTemplates } from './block-templates.ts'
import { showIssues } from './form-errors.ts'

type Values = { path?: string; topic_key: string | null; title: string; summary?: string; access: AccessRule }
const fieldNames = ['path', 'topic_key', 'title', 'summary', 'access'] as const

/** What the blocks text holds: parsed and checked blocks, or the messages that say why not. */
export function readBlocks(text: string): { blocks: Block[]; problems: string[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { blocks: [], problems: ['内容块不是有效的 JSON'] }
  }
  const parsed = blocksSchema.safeParse(json)
  if (parsed.success) return { blocks: parsed.data, problems: [] }
  return {
    blocks: [],
    problems: parsed.error.issues.map((i) => {
      const [index, ...rest] = i.path
      const where =
        typeof index === 'number' ? `第 ${index + 1} 个内容块${rest.length ? `（${rest.join('.')}）` : ''}：` : ''
      return `${where}${i.message}`
    }),
  }
}

/**
 * Creates or edits a data page: the page's fields, its blocks as JSON (templates for each block type, an outline to
 * reorder or remove whole blocks), and a live preview drawn by the same block components the page uses. The same schemas as the API check it before sending.
 */
export function PageEditor({
  initial,
  topics,
  defaultTopic,
  onDone,
}: {
  initial?: PageSource
  topics: TopicSummary[]
  defaultTopic?: string
  onDone: (path: string) => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSavePage()
  const [text, setText] = useState(() => JSON.stringify(initial?.blocks ?? [blockTemplates.rich_text.block], null, 2))
  const { blocks, problems } = readBlocks(text)
  const title = Form.useWatch('title', form)

  const addBlock = (type: BlockType) => {
    const current = readBlocks(text)
    const list =
      current.problems.length === 0
        ? current.blocks
        : (() => {
            try {
              const raw: unknown = JSON.parse(text)
              return Array.isArray(raw) ? raw : []
            } catch {
              return []
            }
          })()
    setText(JSON.stringify([...list, blockTemplates[type].block], null, 2))
  }

  const submit = async (values: Values) => {
    if (problems.length > 0) {
      message.error(`内容块有误：${problems[0]}`)
      return
    }
    const candidate = { ...values, summary: values.summary ?? '', topic_key: values.topic_key ?? null, blocks }
    const parsed = initial ? pageInputSchema.safeParse(candidate) : pageCreateSchema.safeParse(candidate)
    if (!parsed.success) {
      const rest = showIssues(form, parsed.error.issues, fieldNames)
      if (rest) message.error(rest)
      return
    }
    const path = initial?.path ?? values.path ?? ''
    const page: PageInput = {
      topic_key: parsed.data.topic_key,
      title: parsed.data.title,
      summary: parsed.data.summary,
      access: parsed.data.access,
      blocks: parsed.data.blocks,
    }
    try {
      await save.mutateAsync({ path, page, version: initial?.version })
      message.success(initial ? '页面已保存' : '页面已创建')
      onDone(path)
    } catch (error) {
      message.error(error instanceof Error ? error.message : '保存失败')
    }
  }

  return (
    <Row gutter={24}>
      <Col xs={24} xl={12}>
        <Form
          form={form}
          layout="vertical"
          aria-label="页面编辑"
          onFinish={submit}
          initialValues={{
            path: initial?.path ?? (defaultTopic ? `${defaultTopic}/` : ''),
            topic_key: initial?.topic_key ?? defaultTopic ?? null,
            title: initial?.title ?? '',
            summary: initial?.summary ?? '',
            access: initial?.access ?? { kind: 'user' },
          }}
        >
          {initial ? (
            <Typography.Paragraph type="secondary">
              页面路径：/datapage/{initial.path}（版本 {initial.version}）
            </Typography.Paragraph>
          ) : (
            <Form.Item label="页面路径" name="path" extra="例如 city/overview，保存后通过 /datapage/路径 访问">
              <Input />
            </Form.Item>
          )}
          <Form.Item label="标题" name="title">
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item label="摘要" name="summary">
            <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item label="所属专题" name="topic_key">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={topics.map((t) => ({ value: t.key, label: t.title }))}
            />
          </Form.Item>
          <Form.Item label="访问权限" name="access">
            <AccessRuleField />
          </Form.Item>
          <Form.Item
            label={
              <Space>
                内容块（JSON）
                <Dropdown
                  menu={{
                    items: Object.entries(blockTemplates).map(([type, t]) => ({ key: type, label: t.label })),
                    onClick: ({ key }) => addBlock(key as BlockType),
                  }}
                >
                  <Button size="small">插入内容块</Button>
                </Dropdown>
              </Space>
            }
          >
            {/* Always rendered (empty while the JSON is broken): a child that comes and goes would remount the text area. */}
            <BlockOutline blocks={blocks} onChange={(next) => setText(JSON.stringify(next, null, 2))} />
            <Input.TextArea
              aria-label="内容块"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoSize={{ minRows: 12, maxRows: 30 }}
              style={{ fontFamily: 'monospace', fontSize: 12 }}
              spellCheck={false}
            />
          </Form.Item>
          {problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              title="内容块有误"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problems.slice(0, 8).map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存页面
            </Button>
            <Button onClick={() => onDone(initial?.path ?? '')}>取消</Button>
          </Space>
        </Form>
      </Col>
      <Col xs={24} xl={12}>
        <Typography.Title level={5}>预览</Typography.Title>
        <section aria-label="预览" style={{ border: '1px dashed rgba(255,255,255,0.2)', borderRadius: 8, padding: 16 }}>
          <Typography.Title level={3}>{title || '（未填写标题）'}</Typography.Title>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {blocks.map((block, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; the order is their identity
              <BlockView key={i} block={block} />
            ))}
          </Space>
        </section>
      </Col>
    </Row>
  )
}
