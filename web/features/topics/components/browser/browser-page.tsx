import { DeleteOutlined, EditOutlined, FileAddOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Col, Empty, Input, Row, Select, Skeleton, Space, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import type { ContentNodeView, SearchHit } from '#common/content'
import { pagePathOfTarget } from '#common/content-labels'
import { Result } from '#web/components/lazy-result.tsx'
import { useDeleteNode } from '#web/features/topics/api/delete-node.ts'
import { useNodeSource } from '#web/features/topics/api/get-node-source.ts'
import { usePageSource } from '#web/features/topics/api/get-page-source.ts'
import { useTopic } from '#web/features/topics/api/get-topic.ts'
import { useTopics } from '#web/features/topics/api/get-topics.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { NodeDetail } from './node-detail.tsx'
import { PageBody } from './page-body.tsx'
import { TopicTree } from './topic-tree.tsx'

// Search results only after a search; the editors only for administrators: a reader opening a topic downloads neither.
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })))
const NodeEditor = lazy(() => import('../editor/node-editor.tsx').then((m) => ({ default: m.NodeEditor })))
const PageEditor = lazy(() => import('../editor/page-editor.tsx').then((m) => ({ default: m.PageEditor })))

const find = (nodes: ContentNodeView[], id: string | null): ContentNodeView | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n
    const inner = find(n.children, id)
    if (inner) return inner
  }
  return undefined
}

/**
 * /browser — the knowledge browser: a topic's tree on the left, the selected node or page on the right, and a
 * search over every topic. Administrators also create, edit, move and delete nodes and pages here.
 * Everything it shows lives in the URL (?topic=&node=&page=&q=&edit=), so a view can be shared and reloaded.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const topics = useTopics()
  const topicKey = params.get('topic') ?? topics.data?.[0]?.key
  const tree = useTopic(topicKey)
  const q = params.get('q') ?? ''
  const edit = params.get('edit')
  const nodeId = params.get('node')
  const node = tree.data ? find(tree.data.nodes, nodeId) : undefined
  const pagePath =
    params.get('page') ?? (node?.kind === 'page' && node.target && !node.locked ? pagePathOfTarget(node.target) : null)
  const isAdmin = tree.data?.can_reorder ?? false

  const go = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params)
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k)
      else merged.set(k, v)
    }
    setParams(merged)
  }
  const openHit = (hit: SearchHit) =>
    hit.kind === 'page'
      ? go({ topic: hit.topic_key ?? topicKey ?? null, node: null, page: hit.id, q: null, edit: null })
      : go({ topic: hit.topic_key, node: hit.id, page: null, q: null, edit: null })

  if (topics.error) return <Result status="error" title="专题加载失败" subTitle={topics.error.message} />

  return (
    <Row gutter={[24, 16]} style={{ padding: 24 }}>
      <Col xs={24} md={9} lg={7}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            知识库
          </Typography.Title>
          <Input.Search
            aria-label="搜索知识库"
            placeholder="搜索专题条目与资料正文"
            allowClear
            defaultValue={q}
            key={q}
            maxLength={50}
            onSearch={(value) => go({ q: value.trim() || null, edit: null })}
          />
          <Select
            aria-label="选择专题"
            style={{ width: '100%' }}
            loading={topics.isPending}
            value={topicKey}
            showSearch={{ optionFilterProp: 'label' }}
            options={(topics.data ?? []).map((t) => ({ value: t.key, label: t.title }))}
            onChange={(key) => go({ topic: key, node: null, page: null, q: null, edit: null })}
          />
          {isAdmin && (
            <AdminToolbar
              node={node}
              topicKey={topicKey ?? ''}
              version={tree.data?.topic.version ?? 0}
              onEdit={(mode) => go({ edit: mode, q: null })}
              onDeleted={() => go({ node: null, page: null, edit: null })}
            />
          )}
          {tree.isPending ? (
            <Skeleton active />
          ) : tree.data ? (
            <TopicTree
              key={`${topicKey}:${tree.data.topic.version}`}
              nodes={tree.data.nodes}
              selected={nodeId ?? undefined}
              onSelect={(id) => go({ node: id, page: null, q: null, edit: null })}
            />
          ) : null}
        </Space>
      </Col>
      <Col xs={24} md={15} lg={17}>
        {edit && tree.data && topicKey ? (
          <Editor
            mode={edit}
            node={node}
            pagePath={pagePath}
            topicKey={topicKey}
            tree={tree.data}
            topics={topics.data ?? []}
            onDone={(next) => go({ edit: null, ...next })}
          />
        ) : q ? (
          <Suspense fallback={<Skeleton active />}>
            <SearchResults q={q} onOpen={openHit} />
          </Suspense>
        ) : pagePath ? (
          <PageBody
            path={pagePath}
            actions={
              <Space wrap>
                {node?.public && node.published && (
                  <Typography.Text type="secondary" copyable={{ text: `${location.origin}/wxp/content?id=${node.id}` }}>
                    公开分享链接
                  </Typography.Text>
                )}
                {isAdmin && (
                  <Button icon={<EditOutlined />} onClick={() => go({ edit: 'page', page: pagePath })}>
                    编辑页面
                  </Button>
                )}
              </Space>
            }
          />
        ) : node ? (
          <NodeDetail node={node} onSelect={(id) => go({ node: id })} />
        ) : (
          <Empty
            description={tree.data ? `${tree.data.topic.title}：${tree.data.topic.summary}` : '请选择专题'}
            style={{ marginTop: 48 }}
          />
        )}
      </Col>
    </Row>
  )
}

function AdminToolbar({
  node,
  topicKey,
  version,
  onEdit,
  onDeleted,
}: {
  node: ContentNodeView | undefined
  topicKey: string
  version: number
  onEdit: (mode: 'new-node' | 'node' | 'new-page') => void
  onDeleted: () => void
}) {
  const { modal, message } = useFeedback()
  const remove = useDeleteNode(topicKey)
  const confirmDelete = (target: ContentNodeView) =>
    modal.confirm({
      title: `删除「${target.title}」？`,
      content: target.children.length > 0 ? `该分组下的 ${target.children.length} 个条目也会一并删除。` : undefined,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: target.id, version })
          message.success('已删除')
          onDeleted()
        } catch (error) {
          message.error(error instanceof Error ? error.message : '删除失败')
        }
      },
    })
  return (
    <Space wrap>
      <Button size="small" icon={<PlusOutlined />} onClick={() => onEdit('new-node')}>
        新增节点
      </Button>
      <Button size="small" icon={<FileAddOutlined />} onClick={() => onEdit('new-page')}>
        新建页面
      </Button>
      {node && (
        <>
          <Button size="small" icon={<EditOutlined />} onClick={() => onEdit('node')}>
            编辑节点
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(node)}>
            删除节点
          </Button>
        </>
      )}
    </Space>
  )
}

function Editor({
  mode,
  node,
  pagePath,
  topicKey,
  tree,
  topics,
  onDone,
}: {
  mode: string
  node: ContentNodeView | undefined
  pagePath: string | null
  topicKey: string
  tree: NonNullable<ReturnType<typeof useTopic>['data']>
  topics: NonNullable<ReturnType<typeof useTopics>['data']>
  onDone: (next?: Record<string, string | null>) => void
}) {
  const source = useNodeSource(mode === 'node' ? node?.id : undefined)
  const page = usePageSource(mode === 'page' ? (pagePath ?? undefined) : undefined)
  const heading = (text: string) => <Typography.Title level={4}>{text}</Typography.Title>

  if (mode === 'new-node' || mode === 'node') {
    if (mode === 'node' && !source.data)
      return source.error ? <Result status="error" title={source.error.message} /> : <Skeleton active />
    return (
      <section aria-label={mode === 'node' ? '编辑节点' : '新增节点'} style={{ maxWidth: 640 }}>
        {heading(mode === 'node' ? `编辑节点：${node?.title ?? ''}` : `新增节点（${tree.topic.title}）`)}
        <Suspense fallback={<Skeleton active />}>
          <NodeEditor
            key={`${mode}:${node?.id}:${tree.topic.version}`}
            topicKey={topicKey}
            version={tree.topic.version}
            nodes={tree.nodes}
            initial={mode === 'node' ? source.data : undefined}
            parentId={mode === 'new-node' && node?.kind === 'group' ? node.id : null}
            onDone={() => onDone()}
          />
        </Suspense>
      </section>
    )
  }
  if (mode === 'page' || mode === 'new-page') {
    if (mode === 'page' && !page.data)
      return page.error ? <Result status="error" title={page.error.message} /> : <Skeleton active />
    return (
      <section aria-label={mode === 'page' ? '编辑页面' : '新建页面'}>
        {heading(mode === 'page' ? `编辑页面：${page.data?.title ?? ''}` : '新建页面')}
        <Suspense fallback={<Skeleton active />}>
          <PageEditor
            key={`${pagePath}:${page.data?.version}`}
            initial={mode === 'page' ? page.data : undefined}
            topics={topics}
            defaultTopic={topicKey}
            onDone={(path) => onDone(path ? { page: path } : {})}
          />
        </Suspense>
      </section>
    )
  }
  return null
}
