import { Flex } from 'antd'
import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { isStaff } from '#common/user-types'
import { PlainTable } from '#web/components/plain-table.tsx'
import { Section } from '#web/features/portals/index.ts'
import { session } from '#web/lib/session.ts'
import { useReviews } from './api.ts'
import { ReviewDownloads } from './review-downloads.tsx'

/**
 * The owner's quarterly asset reviews on its home: the published ones with 下载 Word and 下载 PDF (the PDF carries the
 * reader's watermark). Staff viewing the organization also see drafts and a link to the editor.
 */
export function AssetReviewSection({ organizationId }: { organizationId: string }) {
  const user = useSyncExternalStore(session.subscribe, session.user)
  const staff = Boolean(user && isStaff(user))
  const reviews = useReviews(staff ? organizationId : '')
  const rows = (reviews.data ?? []).filter((r) => r.organization_id === organizationId)
  if (!staff && rows.length === 0) return null
  return (
    <Section
      title="季度资产管理报告"
      more={staff ? { to: `/asset-reviews?org=${encodeURIComponent(organizationId)}`, label: '编写报告' } : undefined}
    >
      <PlainTable
        rowKey={(r) => r.id}
        rows={rows}
        minWidth={480}
        empty="尚未发布季度资产管理报告"
        columns={[
          {
            key: 'title',
            title: '报告',
            render: (r) =>
              staff ? (
                <Link to={`/asset-reviews?org=${encodeURIComponent(organizationId)}&review=${r.id}`}>{r.title}</Link>
              ) : (
                r.title
              ),
          },
          {
            key: 'published_at',
            title: '发布日期',
            render: (r) => (r.published_at ? r.published_at.slice(0, 10) : '草稿'),
          },
          {
            key: 'id',
            title: '下载',
            render: (r) => (
              <Flex gap={8} wrap>
                <ReviewDownloads review={r} size="small" failure="下载失败" />
              </Flex>
            ),
          },
        ]}
      />
    </Section>
  )
}
