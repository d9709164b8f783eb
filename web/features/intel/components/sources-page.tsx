import { Table, Tag, Typography } from 'antd'
import { type SourceKind, sourceKindLabels } from '../../../../common/benchmarks/schema.ts'
import type { FactSource } from '../../../../common/intel-schemas.ts'
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
        <Table<FactSource>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 720 }}
          dataSource={sources.data}
          columns={[
            {
              title: '类别',
              dataIndex: 'kind',
              width: 110,
              render: (kind: string) => <Tag>{sourceKindLabels[kind as SourceKind] ?? kind}</Tag>,
            },
            { title: '发布方', dataIndex: 'publisher', width: 180 },
            {
              title: '标题',
              dataIndex: 'title',
              render: (title: string, s) =>
                s.url ? (
                  <a href={s.url} target="_blank" rel="noreferrer noopener">
                    {title}
                  </a>
                ) : (
                  title
                ),
            },
            { title: '年份', dataIndex: 'year', width: 70 },
            { title: '支撑的数据', key: 'uses', width: 170, render: (_, s) => uses(s) },
            { title: '说明', dataIndex: 'note', width: 220, render: (note: string | null) => note ?? '' },
          ]}
        />
      </WallBody>
    </div>
  )
}

export { SourcesPage as Component }
