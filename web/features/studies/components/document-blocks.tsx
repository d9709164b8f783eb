import { Flex, Table, Typography } from 'antd'
import type { StudyDocBlock } from '#common/study/api'
import { Chart } from '#web/components/chart/chart.tsx'

type TableBlock = Extract<StudyDocBlock, { kind: 'table' }>
type ChartBlock = Extract<StudyDocBlock, { kind: 'chart' }>

function Caption(props: { note?: string; source?: string }) {
  if (!props.note && !props.source) return null
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
      {props.note && <span>注：{props.note} </span>}
      {props.source && <span>资料来源：{props.source}</span>}
    </Typography.Paragraph>
  )
}

function DocTableView({ block }: { block: TableBlock }) {
  const data = block.rows.map((cells, i) => ({ key: i, cells }))
  return (
    <div>
      <Typography.Text strong>{block.title}</Typography.Text>
      <Table
        size="small"
        bordered
        aria-label={block.title}
        style={{ marginTop: 6 }}
        pagination={data.length > 30 ? { pageSize: 30, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        dataSource={data}
        columns={block.columns.map((c, i) => ({
          key: String(i),
          title: c.label,
          align: c.align ?? 'left',
          render: (_: unknown, row: { cells: string[] }) => row.cells[i] ?? '',
        }))}
      />
      <Caption note={block.note} source={block.source} />
    </div>
  )
}

function DocChartView({ block }: { block: ChartBlock }) {
  const title = block.unit ? `${block.title}（单位：${block.unit}）` : block.title
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <Chart
        height={240}
        label={block.title}
        spec={{
          categories: block.categories,
          // A month without data is a gap, as in the document.
          series: block.series.map((s) => ({
            name: s.name,
            type: block.chart,
            data: s.values.map((v) => v ?? Number.NaN),
          })),
          unit: block.unit,
        }}
      />
      <Caption note={block.note} source={block.source} />
    </div>
  )
}

/**
 * A chapter's generated content as the Word and PDF print it: sentences, tables and charts made from the figures,
 * read-only (the numbers are the document model's, so staff see what the export will contain).
 */
export function DocumentBlocks({ blocks }: { blocks: StudyDocBlock[] }) {
  return (
    <Flex vertical gap={12}>
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`
        switch (block.kind) {
          case 'para':
            return (
              <Typography.Paragraph key={key} style={{ margin: 0 }}>
                {block.text}
              </Typography.Paragraph>
            )
          case 'subheading':
            return (
              <Typography.Title key={key} level={5} style={{ margin: '8px 0 0' }}>
                {block.text}
              </Typography.Title>
            )
          case 'bullets':
            return (
              <ul key={key} style={{ margin: 0, paddingInlineStart: 20 }}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case 'table':
            return <DocTableView key={key} block={block} />
          case 'chart':
            return <DocChartView key={key} block={block} />
          case 'sources':
            return (
              <ol key={key} style={{ margin: 0, paddingInlineStart: 20 }}>
                {block.items.map((item) => (
                  <li key={`${item.label}-${item.source}`}>
                    {item.label}：{item.source}
                  </li>
                ))}
              </ol>
            )
          default:
            return null
        }
      })}
    </Flex>
  )
}
