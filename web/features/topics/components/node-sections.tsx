import { Tag } from 'antd'
import type { ContentNodeView } from '#common/content'
import { NodeCard } from './node-card.tsx'
import './start-page.css'

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

/** A group under the topic's h2: h3, and its subgroups h4 (drawn at antd's heading 4 and 5 sizes). */
function Section({ node, nested = false }: { node: ContentNodeView; nested?: boolean }) {
  const leaves = node.children.filter((n) => n.kind !== 'group')
  const subgroups = node.children.filter((n) => n.kind === 'group')
  const Heading = nested ? 'h4' : 'h3'
  return (
    <section aria-label={node.title} style={{ marginBottom: 24 }}>
      <Heading className={`start-page-heading ${nested ? 'is-subsection' : 'is-section'}`}>
        {node.title} {node.locked && <Tag color="default">{node.lock_reason}</Tag>}
      </Heading>
      {node.summary && <p className="start-page-summary start-page-secondary">{node.summary}</p>}
      {leaves.length > 0 ? (
        <Cards nodes={leaves} />
      ) : (
        subgroups.length === 0 && <span className="start-page-secondary">本分组暂无内容</span>
      )}
      {subgroups.map((g) => (
        <Section key={g.id} node={g} nested />
      ))}
    </section>
  )
}

/** The cards in a grid of one to four columns (a CSS grid: a start page draws dozens of cards). */
function Cards({ nodes }: { nodes: ContentNodeView[] }) {
  return (
    <div className="node-grid">
      {nodes.map((n) => (
        <NodeCard key={n.id} node={n} />
      ))}
    </div>
  )
}
