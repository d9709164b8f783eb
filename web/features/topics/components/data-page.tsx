import { Button, Layout, Menu, Skeleton, Space, Tag, Typography } from 'antd'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { ContentNodeView } from '#common/content'
import { pagePathOfTarget } from '#common/content-labels'
import { NotFound } from '#web/components/error-page.tsx'
import { usePageTitle } from '#web/lib/page-title.ts'
import { usePage } from '../api/get-page.ts'
import { useTopic } from '../api/get-topic.ts'
import { BlockView } from './blocks/block-view.tsx'
import { PageLoadError } from './page-load-error.tsx'

/** The left menu (getTargetMenu): the page's topic tree, keeping groups and the pages the user may open. */
export function getTargetMenu(nodes: ContentNodeView[]): { key: string; label: string; children?: unknown[] }[] {
  return nodes.flatMap((n) => {
    if (n.kind === 'group') {
      const children = getTargetMenu(n.children)
      return children.length > 0 ? [{ key: n.id, label: n.title, children }] : []
    }
    return n.kind === 'page' && n.target && !n.locked ? [{ key: pagePathOfTarget(n.target), label: n.title }] : []
  })
}

/** /datapage/* and /v3/* — a data page of typed blocks (route component). */
export function Component() {
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const prefix = useLocation().pathname.startsWith('/v3/') ? '/v3/' : '/datapage/'
  const navigate = useNavigate()
  const page = usePage(path)
  usePageTitle(page.data?.title)
  const topic = useTopic(page.data?.topic_key)

  if (page.isPending) return <Skeleton active paragraph={{ rows: 10 }} style={{ padding: 24 }} />
  if (page.error) {
    return (
      <PageLoadError
        error={page.error}
        notFound={<NotFound path={`${prefix}${path}`} />}
        onRetry={() => page.refetch()}
      />
    )
  }

  const menu = topic.data ? getTargetMenu(topic.data.nodes) : []
  return (
    <Layout style={{ background: 'transparent' }}>
      {menu.length > 0 && (
        <Layout.Sider width={240} breakpoint="lg" collapsedWidth={0} theme="dark" style={{ background: 'transparent' }}>
          <nav aria-label={topic.data?.topic.title}>
            <Menu
              mode="inline"
              selectedKeys={[path]}
              defaultOpenKeys={menu.map((m) => m.key)}
              items={menu as never}
              onClick={({ key }) => navigate(`${prefix}${key}`)}
            />
          </nav>
        </Layout.Sider>
      )}
      <Layout.Content style={{ padding: 24, minWidth: 0 }}>
        <Space align="baseline">
          <Typography.Title level={2}>{page.data.title}</Typography.Title>
          {page.data.overridden && <Tag color="gold">本机构专属版本</Tag>}
          {topic.data?.can_reorder && (
            <Button
              size="small"
              onClick={() =>
                navigate(
                  `/browser?${new URLSearchParams({ topic: page.data.topic_key ?? '', page: path, edit: 'page' })}`,
                )
              }
            >
              编辑页面
            </Button>
          )}
        </Space>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {page.data.blocks.map((block, i) => (
            // Blocks have no ids; their order is their identity on a page, and #block-N links to one.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <section key={i} id={`block-${i + 1}`}>
              <BlockView block={block} />
            </section>
          ))}
        </Space>
      </Layout.Content>
    </Layout>
  )
}
