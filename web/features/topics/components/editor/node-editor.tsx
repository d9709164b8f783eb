import { Button, Form, Input, Select, Space, Switch, TreeSelect } from 'antd'
import {
  type AccessRule,
  type ContentNodeView,
  type NodeInput,
  type NodeKind,
  type NodeSource,
  nodeInputSchema,
  nodeKinds,
} from '#common/content'
import { useSaveNode } from '#web/features/topics/api/save-node.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { nodeKindLabels } from '../node-icon.tsx'
import { AccessRuleField } from './access-rule-field.tsx'
import { showIssues } from './form-errors.ts'
import { TitleSummaryFields } from './title-summary-fields.tsx'

const TOP = '__top__'
const fieldNames = ['parent_id', 'kind', 'title', 'summary', 'target', 'access', 'published', 'public'] as const

type Values = {
  parent_id: string
  kind: NodeKind
  title: string
  summary?: string
  target?: string
  access: AccessRule
  published: boolean
  public: boolean
}

const targetHints: Partial<Record<NodeKind, string>> = {
  page: '/datapage/专题/页面，例如 /datapage/city/overview',
  report: '/report-viewer?id=报告编号',
  applet: '/applet/工具名，例如 /applet/feasibility',
  map: '/hotel-map 或带筛选条件',
  wall: '/section/brand、/section/city、/section/group、/section/hotel、/section/supply 或 /section/sources',
  project_list: '/project-list',
  link: '站内路径或 https:// 地址',
  file: '站内路径或 https:// 地址',
}

type GroupOption = { value: string; title: string; children: GroupOption[] }
function groupOptions(nodes: ContentNodeView[], exclude?: string): GroupOption[] {
  return nodes
    .filter((n) => n.kind === 'group' && n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.title, children: groupOptions(n.children, exclude) }))
}

/** The form that creates or edits (and moves) a node; checked by the same schema as the API before it is sent. */
export function NodeEditor({
  topicKey,
  version,
  nodes,
  initial,
  parentId = null,
  onDone,
}: {
  topicKey: string
  version: number
  nodes: ContentNodeView[]
  initial?: NodeSource
  parentId?: string | null
  onDone: () => void
}) {
  const { message } = useFeedback()
  const [form] = Form.useForm<Values>()
  const save = useSaveNode(topicKey)
  const kind = Form.useWatch('kind', form)

  const initialValues: Values = {
    parent_id: (initial ? initial.parent_id : parentId) ?? TOP,
    kind: initial?.kind ?? 'page',
    title: initial?.title ?? '',
    summary: initial?.summary ?? '',
    target: initial?.target ?? '',
    access: initial?.access ?? { kind: 'user' },
    published: initial?.published ?? true,
    public: initial?.public ?? false,
  }

  const submit = async (values: Values) => {
    const candidate = {
      ...values,
      parent_id: values.parent_id === TOP ? null : values.parent_id,
      summary: values.summary ?? '',
      target: values.kind === 'group' ? null : values.target || null,
    }
    const parsed = nodeInputSchema.safeParse(candidate)
    if (!parsed.success) {
      const rest = showIssues(form, parsed.error.issues, fieldNames)
      if (rest) message.error(rest)
      return
    }
    try {
      await save.mutateAsync({ id: initial?.id, version, node: parsed.data satisfies NodeInput })
      message.success(initial ? '节点已保存' : '节点已添加')
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        form.setFields(
          Object.entries(error.fields)
            .filter(([name]) => (fieldNames as readonly string[]).includes(name))
            .map(([name, text]) => ({ name: name as keyof Values, errors: [String(text)] })),
        )
      }
      message.error(error instanceof Error ? error.message : '保存失败')
    }
  }

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} aria-label="节点编辑">
      <Form.Item label="类型" name="kind">
        <Select options={nodeKinds.map((k) => ({ value: k, label: nodeKindLabels[k] }))} />
      </Form.Item>
      <TitleSummaryFields summaryLabel="说明" />
      {kind !== 'group' && (
        <Form.Item label="链接目标" name="target" extra={targetHints[kind ?? 'page']}>
          <Input />
        </Form.Item>
      )}
      <Form.Item label="所在分组" name="parent_id" extra="改为其他分组即移动该节点（放到该分组最后）">
        <TreeSelect
          treeDefaultExpandAll
          treeData={[{ value: TOP, title: '（顶层）', children: groupOptions(nodes, initial?.id) }]}
        />
      </Form.Item>
      <Form.Item label="访问权限" name="access">
        <AccessRuleField />
      </Form.Item>
      <Space size="large">
        <Form.Item label="发布" name="published" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="公开分享（仅资料页）" name="public" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={onDone}>取消</Button>
        </Space>
      </Form.Item>
    </Form>
  )
}
