import { DownloadOutlined } from '@ant-design/icons'
import { Button, Segmented, Tag, Typography } from 'antd'
import { useState } from 'react'
import { Chart } from '#web/components/chart/chart.tsx'
import { PlainTable } from '#web/components/plain-table.tsx'
import { downloadWorkbook } from '#web/lib/xlsx.ts'
import { useSupply } from '../api/supply.ts'
import {
  dimensionKeys,
  dimensionLabel,
  type SupplyDimension,
  type SupplyLine,
  type SupplyMetric,
  supplyChart,
  supplyLines,
  supplySheets,
} from '../lib/supply-table.ts'
import { FilterBar, filter, optionsOf, useFilters } from './filter-bar.tsx'
import { DemoTag, WallBody, WallHeader } from './wall-parts.tsx'

const dimensions = optionsOf({ segment: '按定位', tier: '按城市等级' })
const metrics = optionsOf({ hotels: '酒店数', rooms: '客房数' })
const fields = [filter.positioning({ minWidth: 180 }), filter.group(180), filter.province()]

/** /section/supply: hotels opened by year and the pipeline by expected year, by segment or city tier. */
export function SupplyPage() {
  const params = useFilters(fields)
  const [dimension, setDimension] = useState<SupplyDimension>('segment')
  const [metric, setMetric] = useState<SupplyMetric>('hotels')
  const supply = useSupply(params.values)
  const rows = supply.data?.rows ?? []
  const lines = supplyLines(rows, dimension, metric)
  const unit = metric === 'hotels' ? '家' : '间'
  const keys: readonly string[] = dimensionKeys[dimension]
  return (
    <div style={{ padding: 24 }}>
      <WallHeader
        title="供给与储备"
        unit=""
        extra={
          <>
            {(supply.data?.demo_hotels ?? 0) > 0 && <DemoTag />}
            <Button
              icon={<DownloadOutlined />}
              disabled={rows.length === 0}
              onClick={() => downloadWorkbook('供给与储备.xlsx', supplySheets(rows, metric))}
            >
              导出 Excel
            </Button>
          </>
        }
      />
      <Typography.Paragraph type="secondary">
        已开业酒店按开业年份计，已签约和筹建中的酒店按预计开业年份计入储备。
        {supply.data &&
          (supply.data.real_hotels > 0
            ? `其中 ${supply.data.real_hotels.toLocaleString('zh-CN')} 家为导入的真实数据，${supply.data.demo_hotels.toLocaleString('zh-CN')} 家为演示数据。`
            : '当前全部为演示数据，导入真实酒店后自动替换。')}
      </Typography.Paragraph>
      <FilterBar fields={fields} params={params}>
        <Segmented
          aria-label="维度"
          value={dimension}
          onChange={(v) => setDimension(v as SupplyDimension)}
          options={dimensions}
        />
        <Segmented aria-label="指标" value={metric} onChange={(v) => setMetric(v as SupplyMetric)} options={metrics} />
      </FilterBar>
      <WallBody
        isPending={supply.isPending}
        error={supply.error}
        onRetry={() => supply.refetch()}
        empty={rows.length === 0}
        emptyText="没有符合条件的酒店"
      >
        <Chart spec={supplyChart(lines, dimension)} height={320} label={`历年开业与储备（${unit}）`} />
        <div style={{ marginTop: 16 }}>
          <PlainTable<SupplyLine>
            rowKey={(line) => line.label}
            minWidth={720}
            rows={lines}
            columns={[
              {
                key: 'label',
                title: '年份',
                sticky: true,
                width: 130,
                render: (line) => (line.pipeline ? <Tag color="blue">{line.label}</Tag> : line.label),
              },
              ...keys.map((key, i) => ({
                key,
                title: dimensionLabel(dimension, key),
                align: 'end' as const,
                render: (line: SupplyLine) => (line.values[i] ?? 0).toLocaleString('zh-CN'),
              })),
              {
                key: 'total',
                title: `合计（${unit}）`,
                align: 'end' as const,
                render: (line: SupplyLine) => <strong>{line.total.toLocaleString('zh-CN')}</strong>,
              },
            ]}
          />
        </div>
      </WallBody>
    </div>
  )
}

export { SupplyPage as Component }
