import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd'
import type { ChartBlock as ChartBlockData } from '#common/content'
import { ChartBlock } from '../blocks/chart-block.tsx'
import { AddRowButton, EditGrid, gridCellStyle, listEdits, MoveRemove, MoveRemoveCell, moved } from './grid-parts.tsx'
import { TextField } from './text-field.tsx'

const chartTypes = [
  { value: 'bar', label: '柱状图' },
  { value: 'line', label: '折线图' },
  { value: 'pie', label: '环形图（只画第一个系列）' },
] as const

/**
 * A chart block from a small grid: one row per category, one column per series, and the chart drawn below as it
 * will appear on the page. An emptied number cell stays empty (NaN) so the schema asks for it, rather than a 0
 * nobody typed.
 */
export function ChartBlockForm({
  block,
  onChange,
}: {
  block: ChartBlockData
  onChange: (next: ChartBlockData) => void
}) {
  const { categories, series } = block
  const setSeries = (next: ChartBlockData['series']) => onChange({ ...block, series: next })
  const setValue = (c: number, s: number, value: number | null) =>
    setSeries(
      series.map((one, i) =>
        i === s
          ? { ...one, data: categories.map((_, j) => (j === c ? (value ?? Number.NaN) : (one.data[j] ?? 0))) }
          : one,
      ),
    )
  const moveCategory = (from: number, to: number) =>
    onChange({
      ...block,
      categories: moved(categories, from, to),
      series: series.map((one) => ({ ...one, data: moved(one.data, from, to) })),
    })
  const removeCategory = (c: number) =>
    onChange({
      ...block,
      categories: categories.filter((_, i) => i !== c),
      series: series.map((one) => ({ ...one, data: one.data.filter((_, i) => i !== c) })),
    })
  const addCategory = () =>
    onChange({
      ...block,
      categories: [...categories, `分类${categories.length + 1}`],
      series: series.map((one) => ({ ...one, data: [...one.data, 0] })),
    })
  const addSeries = () => setSeries([...series, { name: `系列${series.length + 1}`, data: categories.map(() => 0) }])

  return (
    <Form layout="vertical" component="div">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <TextField block={block} name="title" label="图表标题" onChange={onChange} required />
        </Col>
        <Col xs={12} md={7}>
          <Form.Item label="图表类型">
            <Select
              aria-label="图表类型"
              value={block.chart}
              options={chartTypes.map((t) => ({ ...t }))}
              onChange={(chart) => onChange({ ...block, chart })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <TextField block={block} name="unit" label="单位" onChange={onChange} />
        </Col>
      </Row>
      <EditGrid
        label="图表数据"
        column="系列"
        onAddColumn={addSeries}
        addColumnDisabled={series.length >= 8}
        head={
          <>
            <th style={{ ...gridCellStyle, textAlign: 'left' }}>
              <Typography.Text type="secondary">分类 \ 系列</Typography.Text>
            </th>
            {series.map((one, s) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: series have no ids; inputs hold no state of their own
              <th key={s} style={gridCellStyle}>
                <Input
                  size="small"
                  aria-label={`第 ${s + 1} 个系列名称`}
                  value={one.name}
                  onChange={(e) => setSeries(series.map((x, i) => (i === s ? { ...x, name: e.target.value } : x)))}
                />
                <MoveRemove what={`第 ${s + 1} 个系列`} across {...listEdits(series, s, setSeries)} />
              </th>
            ))}
          </>
        }
      >
        {categories.map((category, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat while typed; position is identity
          <tr key={c}>
            <td style={gridCellStyle}>
              <Input
                size="small"
                aria-label={`第 ${c + 1} 个分类`}
                value={category}
                onChange={(e) =>
                  onChange({ ...block, categories: categories.map((x, i) => (i === c ? e.target.value : x)) })
                }
              />
            </td>
            {series.map((one, s) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <td key={s} style={gridCellStyle}>
                <InputNumber
                  size="small"
                  aria-label={`${category || `第 ${c + 1} 个分类`} ${one.name || `第 ${s + 1} 个系列`}`}
                  value={Number.isFinite(one.data[c]) ? one.data[c] : null}
                  onChange={(value) => setValue(c, s, typeof value === 'number' ? value : null)}
                  style={{ width: '100%' }}
                />
              </td>
            ))}
            <MoveRemoveCell
              what={`第 ${c + 1} 个分类`}
              index={c}
              count={categories.length}
              onMove={(to) => moveCategory(c, to)}
              onRemove={() => removeCategory(c)}
            />
          </tr>
        ))}
      </EditGrid>
      <AddRowButton onAdd={addCategory} disabled={categories.length >= 60}>
        添加分类
      </AddRowButton>
      <TextField block={block} name="note" label="图表说明" onChange={onChange} />
      <section aria-label="图表预览">
        <ChartBlock block={block} />
      </section>
    </Form>
  )
}
