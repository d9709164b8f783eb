import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PlainFacts } from './plain-facts.tsx'
import { Meter, PlainList } from './plain-list.tsx'
import { type PlainColumn, PlainTable } from './plain-table.tsx'

type Row = { id: string; name: string; rooms: number }
const rows: Row[] = Array.from({ length: 19 }, (_, i) => ({ id: `h${i + 1}`, name: `酒店${i + 1}`, rooms: 100 + i }))
const columns: PlainColumn<Row>[] = [
  { key: 'name', title: '酒店', sticky: true },
  { key: 'rooms', title: '客房', align: 'end', render: (r) => `${r.rooms} 间` },
  { key: 'id', title: '编号', hideOnPhone: true },
]

describe('PlainTable', () => {
  it('draws a header and a row per item, by field or by render', () => {
    render(<PlainTable columns={columns} rows={rows.slice(0, 2)} rowKey={(r) => r.id} />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['酒店', '客房', '编号'])
    const cells = within(screen.getAllByRole('row')[2] as HTMLElement).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual(['酒店2', '101 间', 'h2'])
    expect(cells.map((c) => c.className)).toEqual(['plain-table-sticky', 'plain-table-end', 'plain-table-wide'])
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull()
  })

  it('pages long lists and says where the reader is', async () => {
    render(<PlainTable columns={columns} rows={rows} rowKey={(r) => r.id} pageSize={8} />)
    const pager = screen.getByRole('navigation', { name: '分页' })
    expect(pager).toHaveTextContent('第 1 / 3 页，共 19 条')
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: '下一页' }))
    await userEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(pager).toHaveTextContent('第 3 / 3 页')
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3)
    expect(screen.getByRole('cell', { name: '酒店19' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled()
  })

  it('says so when there is nothing to show', () => {
    render(<PlainTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="暂无酒店" />)
    expect(screen.getByRole('cell', { name: '暂无酒店' })).toHaveAttribute('colspan', '3')
  })
})

describe('PlainList and Meter', () => {
  it('lists items with their description and extra', () => {
    render(<PlainList items={[{ key: 'a', title: '可研报告', description: '2025 年', extra: '新' }]} />)
    const item = screen.getByRole('listitem')
    expect(item).toHaveTextContent('可研报告2025 年新')
  })

  it('clamps the share to 0–100 and rounds it', () => {
    render(<Meter percent={112.4} label="任务 9/8" />)
    expect(screen.getByRole('progressbar', { name: '任务 9/8' })).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByText('任务 9/8')).toBeInTheDocument()
  })
})

describe('PlainFacts', () => {
  it('reads each label with its value, in order, as a description list', () => {
    render(
      <PlainFacts
        items={[
          { label: '酒店', value: '西湖隐庐' },
          { label: '客房', value: <b>42 间</b> },
        ]}
      />,
    )
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['酒店', '客房'])
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['西湖隐庐', '42 间'])
  })
})
