import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { FilterBar, filter, useFilters } from './filter-bar.tsx'

const fields = [
  filter.search('搜索酒店', '搜索'),
  filter.positioning({ counted: true }),
  filter.group(),
  filter.brand('list'),
  filter.sort({ name: '按名称', rooms: '按房间数' }, 140),
]

/** A screen that declares the fields and shows what it would ask the server for. */
function Screen() {
  const params = useFilters(fields)
  return (
    <>
      <FilterBar fields={fields} params={params} counts={{ positioning: { luxury: 7 } }} />
      <output aria-label="请求">{JSON.stringify(params.values)}</output>
    </>
  )
}

const location = () => screen.getAllByTestId('location')[0]?.textContent ?? ''
const page = (items: { id: string; name: string }[]) => ({
  body: { data: { items, total: items.length, page: 1, size: 200, counts: {} } },
})

function serve() {
  return mockFetch({
    '/api/v1/groups': page([
      { id: 'g1', name: '华住集团' },
      { id: 'g2', name: '锦江酒店集团' },
    ]),
    '/api/v1/brands': page([{ id: 'b1', name: '全季' }]),
  })
}

describe('filter bar', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('renders the declared fields only, each showing its value from the URL', async () => {
    serve()
    renderAt(<Screen />, '/list?positioning=luxury&sort=rooms&q=外滩')
    expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('外滩')
    expect(screen.getByRole('combobox', { name: '定位' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '管理集团' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '品牌' })).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: '状态' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: '省份' })).not.toBeInTheDocument()
    expect(screen.getByTitle('按房间数')).toBeInTheDocument()
    expect(screen.getByTitle('奢华 (7)')).toBeInTheDocument()
    expect(screen.getByLabelText('请求')).toHaveTextContent(
      '{"q":"外滩","positioning":"luxury","group":"","brand":"","sort":"rooms"}',
    )
  })

  it('writes a search to the URL and starts again from the first page', async () => {
    serve()
    renderAt(<Screen />, '/list?page=3')
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), '外滩{enter}')
    await waitFor(() => expect(location()).toBe(`/list?q=${encodeURIComponent('外滩')}`))
  })

  it('keeps several choices as a comma list and removes the parameter when they are cleared', async () => {
    serve()
    renderAt(<Screen />, '/list?positioning=luxury')
    await userEvent.click(screen.getByRole('combobox', { name: '定位' }))
    await userEvent.click(await screen.findByTitle('经济型 (0)'))
    await waitFor(() => expect(location()).toBe('/list?positioning=luxury%2Ceconomy'))
    const chosen = screen.getAllByTitle('奢华 (7)').find((e) => e.classList.contains('ant-select-selection-item'))
    await userEvent.click(within(chosen as HTMLElement).getByLabelText('close'))
    await waitFor(() => expect(location()).toBe('/list?positioning=economy'))
  })

  it('clears the brand when another group is chosen', async () => {
    serve()
    renderAt(<Screen />, '/list?group=g1&brand=b1')
    await userEvent.click(screen.getByRole('combobox', { name: '管理集团' }))
    await userEvent.click(await screen.findByTitle('锦江酒店集团'))
    await waitFor(() => expect(location()).toBe('/list?group=g2'))
  })
})
