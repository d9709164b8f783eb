import { Alert, Button, Flex, InputNumber, Popconfirm, Select, Skeleton, Space, Tag, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  quarterLabel,
  type ReviewDetail,
  type ReviewSectionKey,
  requiredSections,
  reviewSections,
} from '#common/asset/review'
import type { RichNode } from '#common/content'
import { PlainCard } from '#web/components/plain-card.tsx'
import { PlainTable } from '#web/components/plain-table.tsx'
import { useOrganizations } from '#web/features/portals/index.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { useCreateReview, usePublish, useRegenerate, useReview, useReviews, useSaveSection } from './api.ts'
import { ReviewDownloads } from './review-downloads.tsx'

const RichTextEditor = lazy(async () => ({
  default: (await import('#web/features/topics/lazy.ts')).RichTextEditor,
}))

const statusTag = (status: string) =>
  status === 'published' ? <Tag color="green">已发布</Tag> : <Tag color="gold">草稿</Tag>

/** The last complete quarter before today. */
function lastQuarter() {
  const now = new Date()
  const q = Math.floor(now.getMonth() / 3)
  return q === 0 ? { year: now.getFullYear() - 1, quarter: 4 } : { year: now.getFullYear(), quarter: q }
}

export function ReviewWorkbench() {
  const [params, setParams] = useSearchParams()
  const orgId = params.get('org') ?? ''
  const reviewId = params.get('review') ?? undefined
  const owners = useOrganizations('owner', '')
  const singles = useOrganizations('single_hotel', '')
  const orgs = [...(owners.data ?? []), ...(singles.data ?? [])]
  const reviews = useReviews(orgId)
  const [period, setPeriod] = useState(lastQuarter)
  const create = useCreateReview()
  const { message } = useFeedback()
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    setParams(next)
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%', padding: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        季度资产管理报告
      </Typography.Title>
      <PlainCard title="生成报告">
        <Flex gap={12} wrap align="center">
          <Select
            aria-label="业主机构"
            placeholder="选择业主机构"
            style={{ minWidth: 260 }}
            value={orgId || undefined}
            loading={owners.isLoading || singles.isLoading}
            options={orgs.map((o) => ({ value: o.id, label: `${o.name}（${o.hotels} 家酒店）` }))}
            onChange={(v: string) => set({ org: v, review: undefined })}
          />
          <InputNumber
            aria-label="年份"
            min={2000}
            max={2100}
            value={period.year}
            onChange={(v) => v && setPeriod((p) => ({ ...p, year: v }))}
            suffix="年"
          />
          <Select
            aria-label="季度"
            style={{ width: 120 }}
            value={period.quarter}
            options={[1, 2, 3, 4].map((q) => ({ value: q, label: `第 ${q} 季度` }))}
            onChange={(v: number) => setPeriod((p) => ({ ...p, quarter: v }))}
          />
          <Button
            type="primary"
            disabled={!orgId}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { organization_id: orgId, ...period },
                {
                  onSuccess: (r) => {
                    message.success('已生成报告草稿')
                    set({ review: r.id })
                  },
                  onError: (e) => message.error(e.message),
                },
              )
            }
          >
            生成报告
          </Button>
        </Flex>
      </PlainCard>
      {orgId && (
        <PlainCard title="已有报告">
          <PlainTable
            rowKey={(r) => r.id}
            rows={reviews.data ?? []}
            minWidth={560}
            empty="该机构还没有季度资产管理报告"
            columns={[
              {
                key: 'title',
                title: '报告',
                render: (r) => (
                  <Button type="link" style={{ padding: 0 }} onClick={() => set({ review: r.id })}>
                    {r.title}
                  </Button>
                ),
              },
              { key: 'status', title: '状态', render: (r) => statusTag(r.status) },
              {
                key: 'generated_at',
                title: '数据生成于',
                render: (r) => r.generated_at.slice(0, 16).replace('T', ' '),
              },
            ]}
          />
        </PlainCard>
      )}
      {reviewId && <ReviewEditor id={reviewId} />}
    </Space>
  )
}

function ReviewEditor({ id }: { id: string }) {
  const review = useReview(id)
  const regenerate = useRegenerate(id)
  const publish = usePublish(id)
  const { message } = useFeedback()
  if (review.isLoading) return <Skeleton active />
  if (review.error || !review.data) return <Alert type="error" showIcon title={review.error?.message ?? '报告不存在'} />
  const r = review.data
  const published = r.status === 'published'
  return (
    <PlainCard
      title={
        <Space>
          {r.title}
          {statusTag(r.status)}
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {quarterLabel(r.year, r.quarter)} · 数据截至 {r.figures.quarter_end} ·{' '}
          {r.figures.hotels.map((h) => h.hotel.name).join('、')} · 数据生成于{' '}
          {r.generated_at.slice(0, 16).replace('T', ' ')}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button
            disabled={published}
            loading={regenerate.isPending}
            onClick={() =>
              regenerate.mutate(undefined, {
                onSuccess: () => message.success('已按最新数据重新生成图表，顾问意见保持不变'),
                onError: (e) => message.error(e.message),
              })
            }
          >
            重新生成数据
          </Button>
          <ReviewDownloads review={r} failure="导出失败" />
          <Popconfirm
            title="发布后报告内容将冻结，并推送到业主主页和报告库。确定发布？"
            okText="发布"
            cancelText="取消"
            disabled={published}
            onConfirm={() =>
              publish.mutate(undefined, {
                onSuccess: () => message.success('已发布到业主主页和报告库'),
                onError: (e) => message.error(e.message),
              })
            }
          >
            <Button type="primary" disabled={published} loading={publish.isPending}>
              发布
            </Button>
          </Popconfirm>
        </Flex>
        {published && <Alert type="info" showIcon title="报告已发布，内容已冻结。" />}
        <Headlines review={r} />
        {reviewSections.map((s) => (
          <SectionText key={`${r.id}-${s.key}`} review={r} section={s.key} title={s.title} readOnly={published} />
        ))}
      </Space>
    </PlainCard>
  )
}

function SectionText(props: { review: ReviewDetail; section: ReviewSectionKey; title: string; readOnly: boolean }) {
  const saved = props.review.texts[props.section] ?? []
  const [draft, setDraft] = useState<RichNode[]>(saved)
  const save = useSaveSection(props.review.id)
  const { message } = useFeedback()
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)
  const required = requiredSections.includes(props.section)
  return (
    <PlainCard size="small" title={`${props.title}${required ? '（发布前必填）' : ''}`}>
      {props.readOnly ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {saved.length ? `顾问意见 ${saved.length} 段` : '本节无顾问意见'}
        </Typography.Paragraph>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
            <RichTextEditor value={saved} onChange={setDraft} label={`${props.title}的顾问意见`} />
          </Suspense>
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { section: props.section, content: draft },
                { onSuccess: () => message.success('已保存'), onError: (e) => message.error(e.message) },
              )
            }
          >
            保存本节
          </Button>
        </Space>
      )}
    </PlainCard>
  )
}

const pctOf = (a: number | null | undefined, b: number | null | undefined) =>
  a == null || b == null || b === 0 ? '—' : `${(((a - b) / Math.abs(b)) * 100).toFixed(1)}%`
const num = (v: number | null | undefined, digits = 0) => (v == null ? '—' : v.toFixed(digits))

/** The quarter's headline figures per hotel, for the consultant writing the text (the document has them all). */
function Headlines({ review }: { review: ReviewDetail }) {
  return (
    <PlainTable
      aria-label="本季度要点"
      rowKey={(h) => h.hotel.id}
      rows={review.figures.hotels}
      minWidth={640}
      columns={[
        { key: 'hotel', title: '酒店', render: (h) => h.hotel.name },
        { key: 'revpar', title: 'RevPAR（元）', align: 'end', render: (h) => num(h.quarter?.actual.revpar) },
        {
          key: 'revpar_budget',
          title: '较预算',
          align: 'end',
          render: (h) => pctOf(h.quarter?.actual.revpar, h.quarter?.budget?.revpar),
        },
        {
          key: 'gop',
          title: 'GOP（万元）',
          align: 'end',
          render: (h) => num(h.quarter ? h.quarter.actual.gop / 10_000 : null, 1),
        },
        {
          key: 'gop_budget',
          title: '较预算',
          align: 'end',
          render: (h) => pctOf(h.quarter?.actual.gop, h.quarter?.budget?.gop),
        },
        { key: 'rgi', title: 'RevPAR 指数', align: 'end', render: (h) => num(h.quarter?.index.rgi, 1) },
        {
          key: 'fees',
          title: '管理费异常',
          align: 'end',
          render: (h) => (h.agreement ? `${h.fees.flatMap((y) => y.checks).filter((c) => c.flagged).length} 项` : '—'),
        },
      ]}
    />
  )
}
