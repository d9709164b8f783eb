import { Tag, Typography } from 'antd'
import { type SourceKind, sourceKindLabels } from '#common/benchmarks/schema'
import type { FactSource } from '#common/intel-schemas'
import { PlainTable } from '#web/components/plain-table.tsx'
import { useFactSources } from '../api/sources.ts'
import { WallBody, WallHeader } from './wall-parts.tsx'

const uses = (s: FactSource) =>
  [
    s.uses.groups && `集团 ${s.uses.groups} 项`,
    s.uses.brands && `品牌 ${s.uses.brands} 项`,
    s.uses.cities && `城市 ${s.uses.cities} 项`,
  ]
    .filter(Boolean)
    .join('，')

/** /section/sources: every publication the group, brand and city figures rest on, and how many figures each gives. */
export function SourcesPage() {
  const sources = useFactSources()
  return (
    <div style={{ padding: 24 }}>
      <WallHeader title="数据来源" total={sources.data?.length} unit="个来源" />
      <Typography.Paragraph type="secondary">
        集团、品牌和城市的数字都来自下列公开出版物，每个数字旁注明来源和截至日期；找不到公开数据的项目标为暂无公开数据，不做估算。
        酒店明细、地图点位和经营数据为演示数据，除非由管理员导入真实数据。
      </Typography.Paragraph>
      <WallBody
        isPending={sources.isPending}
        error={sources.error}
        onRetry={() => sources.refetch()}
        empty={sources.data?.length === 0}
        emptyText="暂无来源"
      >
        <PlainTable<FactSource>
          rowKey={(s) => s.id}
          minWidth={720}
          rows={sources.data ?? []}
          columns={[
            {
              key: 'kind',
              title: '类别',
              width: 110,
              render: (s) => <Tag>{sourceKindLabels[s.kind as SourceKind] ?? s.kind}</Tag>,
            },
            { key: 'publisher', title: '发布方', width: 180 },
            {
              key: 'title',
              title: '标题',
              render: (s) =>
                s.url ? (
                  <a href={s.url} target="_blank" rel="noreferrer noopener">
                    {s.title}
                  </a>
                ) : (
                  s.title
                ),
            },
            { key: 'year', title: '年份', width: 70 },
            { key: 'uses', title: '支撑的数据', width: 170, render: (s) => uses(s) },
            { key: 'note', title: '说明', width: 220, render: (s) => s.note ?? '' },
          ]}
        />
      </WallBody>
    </div>
  )
}

export { SourcesPage as Component }
