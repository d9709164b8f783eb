import { Alert, Button, Col, Form, Input, Row, Select, Skeleton, Space, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import {
  type AccessRule,
  type PageInput,
  type PageSource,
  pageCreateSchema,
  pageInputSchema,
  type TopicSummary,
} from '#common/content'
import { useSavePage } from '#web/features/topics/api/save-page.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { BlockView } from '../blocks/block-view.tsx'
import { AccessRuleField } from './access-rule-field.tsx'
import { checkBlocks } from './block-problems.ts'
import { blockTemplates } from './block-templates.ts'
import { editedBlock } from './edited-block.ts'
import { showIssues } from './form-errors.ts'
import { TitleSummaryFields } from './title-summary-fields.tsx'

// The block forms load when a page is edited, not with the knowledge browser that holds this editor.
const BlockListEditor = lazy(async () => ({ default: (await import('./block-list-editor.tsx')).BlockListEditor }))

type Values = { path?: string; topic_key: string | null; title: string; summary?: string; access: AccessRule }
const fieldNames = ['path', 'topic_key', 'title', 'summary', 'access'] as const

/**
 * Creates or edits a data page: the page's fields, its blocks each in a form suited to its type (added from the
 * templates, moved, removed), and a live preview drawn by the same block components the page uses. The same
 * schemas as the API check it before sending; a block's problems are shown under that block.
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
  const { message } = useFeedback()
  const [form] = Form.useForm<Values>()
  const save = useSavePage()
  const [items, setItems] = useState(() =>
    (initial?.blocks ?? [structuredClone(blockTemplates.rich_text.block)]).map(editedBlock),
  )
  const blocks = items.map((item) => item.block)
  const check = checkBlocks(blocks)
  const title = Form.useWatch('title', form)

  const submit = async (values: Values) => {
    if (!check.accepted) {
      message.error(check.page[0] ?? '有内容块还不能保存，请按各内容块下方的提示修改')
      return
    }
    const candidate = {
      ...values,
      summary: values.summary ?? '',
      topic_key: values.topic_key ?? null,
      blocks: check.accepted,
    }
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
          <TitleSummaryFields summaryLabel="摘要" />
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
        </Form>
        {/* Outside the page form: Enter in a table cell must not save the page. */}
        <Suspense fallback={<Skeleton active />}>
          <BlockListEditor items={items} problems={check.byBlock} onChange={setItems} />
        </Suspense>
        {check.page.length > 0 && (
          <Alert type="error" showIcon title={check.page.join('；')} style={{ marginTop: 16 }} />
        )}
        <Space style={{ marginTop: 24 }}>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存页面
          </Button>
          <Button onClick={() => onDone(initial?.path ?? '')}>取消</Button>
        </Space>
      </Col>
      <Col xs={24} xl={12}>
        <Typography.Title level={5}>预览</Typography.Title>
        <section aria-label="预览" style={{ border: '1px dashed rgba(255,255,255,0.2)', borderRadius: 8, padding: 16 }}>
          <Typography.Title level={3}>{title || '（未填写标题）'}</Typography.Title>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {items.map(({ id, block }, i) =>
              (check.byBlock[i] ?? []).length === 0 ? (
                <BlockView key={id} block={block} />
              ) : (
                <Typography.Text key={id} type="secondary">
                  第 {i + 1} 块还有问题，改好后在这里显示。
                </Typography.Text>
              ),
            )}
          </Space>
        </section>
      </Col>
    </Row>
  )
}
