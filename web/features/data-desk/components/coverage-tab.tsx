/** How much of what the product shows rests on published figures, and how old they are. */
import { Col, Row, Space, Statistic, Table, type TableProps, Typography } from 'antd'
import { useState } from 'react'
import { useCoverage } from '../api.ts'
import { LinkButton } from './desk-parts.tsx'
import { FigureDrawer } from './figure-drawer.tsx'

/** A small table of the coverage tab, under its caption. */
export function CoverageTable<Row extends object>(props: { caption: string } & TableProps<Row>) {
  const { caption, ...table } = props
  return <Table<Row> size="small" pagination={false} title={() => caption} {...table} />
}

export function CoverageTab() {
  const coverage = useCoverage()
  const [openKey, setOpenKey] = useState<string | undefined>()
  const c = coverage.data
  if (!c) return null
  /** The figure's name, opening the figure's drawer. */
  const figureColumn = (title: string) => ({
    title,
    dataIndex: 'label',
    render: (label: string, row: { figure: string }) => (
      <LinkButton onClick={() => setOpenKey(row.figure)}>{label}</LinkButton>
    ),
  })
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="有公开规模的品牌" value={c.brands.with_size} suffix={`/ ${c.brands.total}`} />
          <Typography.Text type="secondary">其中现行 {c.brands.current}</Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="有中国规模的集团" value={c.groups.with_china_size} suffix={`/ ${c.groups.total}`} />
          <Typography.Text type="secondary">其中现行 {c.groups.current}</Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="有人口的城市" value={c.cities.with_population} suffix={`/ ${c.cities.total}`} />
          <Typography.Text type="secondary">
            有 GDP {c.cities.with_gdp}，两者都有 {c.cities.with_both}
          </Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="较旧的数据" value={c.stale} />
          <Typography.Text type="secondary">待审核 {c.pending}</Typography.Text>
        </Col>
      </Row>
      <CoverageTable
        caption="基准数据：有公开来源与测算假设"
        rowKey="area"
        dataSource={c.benchmarks}
        columns={[
          { title: '领域', dataIndex: 'area' },
          { title: '行数', dataIndex: 'rows' },
          { title: '有公开来源', dataIndex: 'published' },
          { title: '测算假设或暂无', dataIndex: 'assumed' },
        ]}
      />
      <CoverageTable
        caption="各领域最旧的数据"
        rowKey="area"
        dataSource={c.oldest}
        columns={[{ title: '领域', dataIndex: 'area' }, figureColumn('数据'), { title: '截至', dataIndex: 'as_of' }]}
      />
      <CoverageTable
        caption="最需补充：样本中酒店最多、尚无公开规模的品牌"
        rowKey="figure"
        dataSource={c.wanted}
        columns={[
          figureColumn('品牌'),
          { title: '集团', dataIndex: 'group' },
          { title: '样本酒店数', dataIndex: 'hotels' },
        ]}
      />
      <FigureDrawer figureKey={openKey} onClose={() => setOpenKey(undefined)} />
    </Space>
  )
}
