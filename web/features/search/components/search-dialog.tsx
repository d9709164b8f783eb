import { Input, Modal, Typography, theme } from 'antd'
import { useDeferredValue, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { SiteHit, SiteHitKind } from '#common/content'
import { Highlight } from '#web/components/highlight.tsx'
import { QueryState } from '#web/components/query-state.tsx'
import { useSiteSearch } from '../api/site-search.ts'

/** Headings of the groups, in the order a reader scans them: content first, then the industry catalogue. */
export const kindLabels: Record<SiteHitKind, string> = {
  topic: '专题',
  node: '专题条目',
  page: '数据页',
  report: '报告',
  group: '酒店集团',
  brand: '品牌',
  city: '城市',
  hotel: '酒店',
}

const kinds = Object.keys(kindLabels) as SiteHitKind[]
const MAX_QUERY = 50

/**
 * The header search: one box, one list grouped by kind. Typing searches (the deferred value keeps typing smooth);
 * Enter opens the first hit; every hit is a link, so it also opens in a new tab.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('')
  const q = useDeferredValue(text.trim().slice(0, MAX_QUERY))
  const search = useSiteSearch(q)
  const navigate = useNavigate()
  const found = q && search.data ? search.data : []
  // Shown grouped by kind in the order of kindLabels; Enter opens the first hit as shown.
  const hits = kinds.flatMap((kind) => found.filter((h) => h.kind === kind))

  const go = (to: string) => {
    onClose()
    navigate(to)
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="搜索"
      width={640}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
    >
      <Input.Search
        autoFocus
        allowClear
        value={text}
        maxLength={MAX_QUERY}
        aria-label="搜索专题、报告、品牌、集团、城市和酒店"
        placeholder="专题、数据页、报告、品牌、集团、城市、酒店"
        onChange={(e) => setText(e.target.value)}
        onSearch={() => {
          if (hits[0]) go(hits[0].target)
        }}
        loading={search.isFetching}
      />
      <div style={{ marginTop: 16 }} aria-live="polite">
        {!q ? (
          <Typography.Text type="secondary">输入关键词，例如 全季、杭州、可行性研究</Typography.Text>
        ) : (
          <QueryState
            query={search}
            empty={hits.length === 0}
            emptyText={`没有找到与“${q}”相关的内容，可以换一个更短的词再试`}
          >
            <Results hits={hits} q={q} onOpen={onClose} />
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              <Link to={`/browser?q=${encodeURIComponent(q)}`} onClick={onClose}>
                在知识库中查看全部相关内容
              </Link>
            </Typography.Paragraph>
          </QueryState>
        )}
      </div>
    </Modal>
  )
}

function Results({ hits, q, onOpen }: { hits: SiteHit[]; q: string; onOpen: () => void }) {
  const { token } = theme.useToken()
  return kinds
    .filter((kind) => hits.some((h) => h.kind === kind))
    .map((kind) => (
      <section key={kind} aria-label={kindLabels[kind]} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" strong style={{ fontSize: 12 }}>
          {kindLabels[kind]}
        </Typography.Text>
        <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {hits
            .filter((h) => h.kind === kind)
            .map((hit) => (
              <li key={`${hit.kind}:${hit.id}`}>
                <Link
                  to={hit.target}
                  onClick={onOpen}
                  style={{ display: 'block', padding: '6px 8px', borderRadius: token.borderRadius, color: 'inherit' }}
                  className="search-hit"
                >
                  <Highlight text={hit.title} query={q} />
                  {hit.detail && (
                    <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                      {hit.detail}
                    </Typography.Text>
                  )}
                </Link>
              </li>
            ))}
        </ul>
      </section>
    ))
}
