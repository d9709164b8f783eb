import { Col, Row, Tag, Typography } from 'antd'
import type { ContentNodeView } from '../../../../common/content.ts'
import { NodeCard } from './node-card.tsx'

/** The tree as sections of cards: each group is a section; nodes outside any group form a last section. */
export function NodeSections({ nodes }: { nodes: ContentNodeView[] }) {
  const groups = nodes.filter((n) => n.kind === 'group')
  const loose = nodes.filter((n) => n.kind !== 'group')
  return (
    <>
      {groups.map((g) => (
        <Section key={g.id} node={g} />
      ))}
      {loose.length > 0 && <Cards nodes={loose} />}
    </>
  )
}

function Section({ node, level = 4 }: { node: ContentNodeView; level?: 4 | 5 }) {
  const leaves = node.children.filter((n) => n.kind !== 'group')
  const subgroups = node.children.filter((n) => n.kind === 'group')
  return (
    <section aria-label={node.title} style={{ marginBottom: 24 }}>
      <Typography.Title level={level} style={{ marginBottom: 4 }}>
        {node.title} {node.locked && <Tag color="default">{node.lock_reason}</Tag>}
      </Typography.Title>
      {node.summary && <Typography.Paragraph type="secondary">{node.summary}</Typography.Paragraph>}
      {leaves.length > 0 ? (
        <Cards nodes={leaves} />
      ) : (
        subgroups.length === 0 && <Typography.Text type="secondary">本分组暂无内容</Typography.Text>
      )}
      {subgroups.map((g) => (
        <Section key={g.id} node={g} level={5} />
      ))}
    </section>
  )
}

function Cards({ nodes }: { nodes: ContentNodeView[] }) {
  return (
    <Row gutter={[16, 16]}>
      {nodes.map((n) => (
        <Col key={n.id} xs={24} sm={12} lg={8} xl={6}>
          <NodeCard node={n} />
        </Col>
      ))}
    </Row>
  )
}
