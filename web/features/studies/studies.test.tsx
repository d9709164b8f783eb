import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent, StudyListRow } from '#common/study/api'
import { computeStudy } from '#common/study/compute'
import { defaultStudyAssumptions } from '#common/study/defaults'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { AssumptionsForm } from './components/assumptions-form.tsx'
import { Chapters } from './components/chapters.tsx'
import { CompSet } from './components/comp-set.tsx'
import { CreateStudyDrawer } from './components/create-study-drawer.tsx'
import { FiguresView } from './components/figures-view.tsx'
import { MarketArea, widerRadius } from './components/market-area.tsx'
import { StudiesSection } from './studies-section.tsx'

// Leaflet draws on a canvas jsdom does not have; the map is not what these tests are about.
vi.mock('#web/features/intel/lazy.ts', () => ({ MapCanvas: () => <div data-testid="map" /> }))

afterEach(() => vi.unstubAllGlobals())

const version = {
  number: 2,
  published_at: '2026-11-20T08:00:00.000Z',
  published_by: '陈思远',
  report_id: 'r1',
  pdf_size: 2_400_000,
  docx_size: 900_000,
}
const row: StudyListRow = {
  id: 's1',
  title: '千岛湖度假酒店市场调研与可行性研究',
  segment: 'upscale',
  rooms: 180,
  site_name: '千岛湖东南湖区地块',
  updated_at: '2026-11-21T08:00:00.000Z',
  versions: [{ ...version, number: 1 }, version],
}

const emptyCensus: StudyContent['census'] = {
  radius_km: 3,
  existing: [],
  by_segment: [],
  pipeline: [],
  existing_rooms: 0,
  pipeline_rooms: 0,
  empty: { message: '半径 3 公里内没有酒店', suggested_radius_km: 8 },
}
const content = {
  title: '测试研究',
  site: { kind: 'point', name: '湖区地块', lat: 29.5, lng: 119, hotel_id: null, city_name: '杭州市' },
  segment: 'upscale',
  rooms: 180,
  radius_km: 3,
  brands: [],
  assumptions: defaultStudyAssumptions({
    segment: 'upscale',
    tier: 'tier2',
    rooms: 180,
    baseYear: 2025,
    openingYear: 2028,
  }),
  census: emptyCensus,
  comp_set: {
    rule: '',
    hotels: [],
    removed: [],
    months: [],
    monthly: [],
    trailing: { from: '', to: '', occupancy: null, adr: null, revpar: null },
    fair_share: null,
    performance_note: null,
    needs_entered_performance: true,
  },
  figures: null,
  flags: [],
  problems: [],
  chapters: [],
  computed_at: '2026-11-21T08:00:00.000Z',
} satisfies StudyContent

describe('studies', { timeout: 60_000 }, () => {
  it('staff see every study and can create one', async () => {
    mockFetch({ '/api/v1/projects/p1/studies': { body: { data: [row], can_edit: true } } })
    renderWithProviders(<StudiesSection projectId="p1" />)
    expect(await screen.findByText('千岛湖度假酒店市场调研与可行性研究')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /新建研究/ })).toBeInTheDocument()
    expect(screen.getByText('第 2 版')).toBeInTheDocument()
  })

  it('the client sees published versions with Word and PDF downloads, and no editing', async () => {
    mockFetch({ '/api/v1/projects/p1/studies': { body: { data: [row], can_edit: false } } })
    renderWithProviders(<StudiesSection projectId="p1" />)
    expect(await screen.findByText('千岛湖度假酒店市场调研与可行性研究')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /新建研究/ })).toBeNull()
    expect(screen.getAllByRole('button', { name: /下载 Word/ })).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: /下载 PDF/ })).toHaveLength(2)
    // Newest first.
    const links = screen.getAllByRole('link', { name: /第 \d 版/ }).map((l) => l.textContent)
    expect(links).toEqual(['第 2 版', '第 1 版'])
  })

  it('says so when the project has no study yet', async () => {
    mockFetch({ '/api/v1/projects/p1/studies': { body: { data: [], can_edit: true } } })
    renderWithProviders(<StudiesSection projectId="p1" />)
    expect(await screen.findByText(/还没有可行性研究/)).toBeInTheDocument()
  })

  it('shows a refused list as an error with retry', async () => {
    mockFetch({
      '/api/v1/projects/p1/studies': {
        status: 500,
        body: { error: { code: 'internal_error', message: '服务器开小差了' } },
      },
    })
    renderWithProviders(<StudiesSection projectId="p1" />)
    expect(await screen.findByText('服务器开小差了', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument()
  })

  it('creates a study for a point on the map and says what is missing first', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/projects/p1/studies')
        return { status: 201, body: { data: { id: 's9' } } }
      if (path.startsWith('/api/v1/brands'))
        return { body: { data: { items: [], total: 0, page: 1, size: 60, counts: {} } } }
      if (path.startsWith('/api/v1/hotels')) return { body: { data: { items: [], total: 0, page: 1, size: 30 } } }
      if (path === '/api/v1/map/config') return { body: { data: { tile_url: null, attribution: '' } } }
    })
    const onCreated = vi.fn()
    renderWithProviders(<CreateStudyDrawer projectId="p1" open onClose={vi.fn()} onCreated={onCreated} />)
    fireEvent.click(await screen.findByRole('button', { name: '创建研究' }))
    expect(await screen.findByText('请填写研究名称')).toBeInTheDocument()
    expect(screen.getByText('请在地图上选点或填写纬度')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.change(screen.getByLabelText('研究名称'), { target: { value: '湖区度假酒店可行性研究' } })
    fireEvent.change(screen.getByLabelText('地块名称'), { target: { value: '东南湖区 A-3 地块' } })
    fireEvent.change(screen.getByLabelText('纬度'), { target: { value: '29.5752' } })
    fireEvent.change(screen.getByLabelText('经度'), { target: { value: '119.0761' } })
    fireEvent.change(screen.getByLabelText('客房数'), { target: { value: '180' } })
    fireEvent.mouseDown(screen.getByLabelText('酒店档次'))
    fireEvent.click(await screen.findByTitle('高端'))
    fireEvent.click(screen.getByRole('button', { name: '创建研究' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('s9'))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: '湖区度假酒店可行性研究',
      site: { kind: 'point', lat: 29.5752, lng: 119.0761, name: '东南湖区 A-3 地块' },
      segment: 'upscale',
      rooms: 180,
      brand_ids: [],
      radius_km: 3,
    })
  })

  it('shows the projection with occupancies as percentages of the model ratios', () => {
    const assumptions = defaultStudyAssumptions({
      segment: 'upscale',
      tier: 'tier2',
      rooms: 180,
      baseYear: 2025,
      openingYear: 2027,
    })
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2025-${String(i + 1).padStart(2, '0')}`,
      occupancy: 70,
      adr: 500,
    }))
    const figures = computeStudy(
      {
        compSet: [
          { hotelId: 'a', name: '甲', rooms: 300, positioning: 'upscale', distanceKm: 1, months },
          { hotelId: 'b', name: '乙', rooms: 200, positioning: 'upscale', distanceKm: 2, months },
        ],
        pipeline: [],
        censusRooms: 500,
      },
      assumptions,
    )
    renderWithProviders(<FiguresView figures={figures} problems={[]} />)
    const market = screen.getByText('市场入住率').closest('tr') as HTMLElement
    const first = figures.projection[0]?.marketOccupancy ?? 0
    expect(first).toBeLessThan(1)
    expect(within(market).getByText(`${(first * 100).toFixed(1)}%`)).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader', { name: '2027' }).length).toBeGreaterThan(0)
    expect(screen.getByText('净经营收入（NOI）')).toBeInTheDocument()
    // The figures' reading in words, as the document's summary gives it.
    expect(screen.getByText('测算结论')).toBeInTheDocument()
    for (const text of figures.financials.verdict ?? []) expect(screen.getByText(text)).toBeInTheDocument()
    expect(figures.financials.verdict?.[0]).toMatch(/IRR/)
    // The screen's labels use the study's words, as its document does: 自有资金 and 全投资, not the tool's 股本.
    expect(screen.getByText('自有资金 IRR')).toBeInTheDocument()
    expect(screen.getByText('全投资 IRR')).toBeInTheDocument()
    expect(screen.getByText('各项假设单独变动时自有资金 IRR 的变化（百分点）')).toBeInTheDocument()
    expect(screen.queryByText(/股本/)).toBeNull()
  })

  it('says why there are no figures', () => {
    renderWithProviders(<FiguresView figures={null} problems={['竞争组合没有经营数据']} />)
    expect(screen.getByText('竞争组合没有经营数据')).toBeInTheDocument()
  })

  it('an empty radius says so and offers a wider one', async () => {
    const onRadius = vi.fn()
    renderWithProviders(<MarketArea content={content} editable saving={false} onRadius={onRadius} />)
    expect(screen.getByText('半径 3 公里内没有酒店')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /扩大范围到 8\.0 公里/ }))
    expect(onRadius).toHaveBeenCalledWith(8)
  })

  it('offers no wider radius when even the widest finds no hotel', () => {
    const none = {
      ...emptyCensus,
      radius_km: 30,
      empty: { message: '半径 30 公里内都没有收录的酒店', suggested_radius_km: null },
    }
    expect(widerRadius(none)).toBeNull()
    renderWithProviders(
      <MarketArea content={{ ...content, census: none }} editable saving={false} onRadius={vi.fn()} />,
    )
    expect(screen.getByText('半径 30 公里内都没有收录的酒店')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /扩大范围/ })).toBeNull()
  })

  // The whole form (the financial case has some sixty fields) renders and validates slowly in jsdom on a busy machine.
  it('shows each assumption with its source or as 测算假设, and a bound flag beside its field', {
    timeout: 180_000,
  }, async () => {
    const assumptions = defaultStudyAssumptions({
      segment: 'upscale',
      tier: 'tier2',
      rooms: 180,
      baseYear: 2025,
      openingYear: 2028,
    })
    assumptions.demandGrowth.leisure = {
      value: 25,
      source: { title: '千岛湖旅游统计公报', publisher: '淳安县统计局', asOf: '2025' },
    }
    const flag = {
      field: 'demandGrowth.leisure',
      value: 25,
      min: -5,
      max: 12,
      message: '休闲度假需求年增长率 25% 超出常见范围 −5%～12%',
    }
    const onSave = vi.fn()
    renderWithProviders(
      <AssumptionsForm assumptions={assumptions} flags={[flag]} editable saving={false} error={null} onSave={onSave} />,
    )
    expect(screen.getAllByText(flag.message)).toHaveLength(2)
    expect(screen.getByText(/1 项超出常见范围/)).toBeInTheDocument()
    expect(screen.getByText(/来源：淳安县统计局 《千岛湖旅游统计公报》 2025/)).toBeInTheDocument()
    expect(screen.getAllByText('测算假设').length).toBeGreaterThan(5)
    const growth = screen.getByLabelText('休闲度假需求年增长率')
    fireEvent.change(growth, { target: { value: '8' } })
    // A role query walks every element's styles in jsdom: 20 s over this form, against milliseconds for its text.
    fireEvent.click(screen.getByText(/保存并重新测算/))
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    const saved = onSave.mock.calls[0]?.[0]
    expect(saved.demandGrowth.leisure).toEqual({ value: 8, source: assumptions.demandGrowth.leisure.source })
    // The financial case keeps what the projection sets and what the form does not show.
    expect(saved.financial.rooms).toBe(assumptions.financial.rooms)
    expect(saved.subjectRooms).toBe(180)
    expect(within(document.body).queryByText('未能保存测算假设')).toBeNull()
  })

  it('the chapter view shows the chapter’s generated table with the document’s cells, then the consultant’s text', async () => {
    const calls = mockFetch({
      '/api/v1/projects/p1/studies/s1/document': {
        body: {
          data: {
            chapters: [
              {
                key: 'supply',
                heading: '酒店市场供给',
                blocks: [
                  { kind: 'para', text: '市场范围按行政区界定：杭州市淳安县。' },
                  {
                    kind: 'table',
                    title: '在营酒店按档次分布',
                    columns: [{ label: '档次' }, { label: '客房数', align: 'right' }],
                    rows: [['高端', '1,210']],
                    source: '行业数据库',
                  },
                ],
              },
            ],
          },
        },
      },
    })
    renderWithProviders(
      <Chapters
        chapters={[{ key: 'supply', title: '酒店市场供给', text: [], updated_at: null }]}
        documentPath="/projects/p1/studies/s1/document"
        computedAt="2026-11-20T02:00:00.000Z"
        editable
        saving={false}
        saveError={null}
        onSave={vi.fn()}
      />,
    )
    expect(await screen.findByText('市场范围按行政区界定：杭州市淳安县。')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: '在营酒店按档次分布' })
    expect(within(table).getByText('1,210')).toBeInTheDocument()
    expect(screen.getByText(/资料来源：行业数据库/)).toBeInTheDocument()
    expect(screen.getByText(/尚未撰写正文/)).toBeInTheDocument()
    expect(calls.length).toBe(1)
  })

  it('the market area can be chosen as districts of the city, offered with their hotel counts', async () => {
    mockFetch({
      '/api/v1/projects/p1/studies/s1/districts': {
        body: {
          data: {
            city_name: '杭州市',
            districts: [
              { name: '淳安县', hotels: 10 },
              { name: '建德市', hotels: 2 },
            ],
            unknown: 40,
          },
        },
      },
    })
    const onArea = vi.fn()
    renderWithProviders(
      <MarketArea
        content={{ ...content, census: { ...content.census, empty: null } }}
        editable
        saving={false}
        onRadius={vi.fn()}
        districtChoice={{ projectId: 'p1', studyId: 's1', onArea }}
      />,
    )
    fireEvent.click(screen.getByText('行政区'))
    expect(await screen.findByText(/另有 40 家酒店地址未写明区县/)).toBeInTheDocument()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '市场范围行政区' }))
    fireEvent.click(await screen.findByText('淳安县（10 家）'))
    fireEvent.click(screen.getByRole('button', { name: '更新范围' }))
    expect(onArea).toHaveBeenCalledWith({ districts: ['淳安县'] })
  })

  it('shows each comp-set hotel’s RevPAR of the last 12 months against the set’s, and a short record as such', () => {
    const month = (m: number, occupancy: number | null) => ({
      month: `2026-${String(m).padStart(2, '0')}`,
      occupancy,
      adr: occupancy === null ? null : 500,
      revpar: occupancy === null ? null : occupancy * 5,
    })
    const member = (id: string, name: string, revpar: number, missing: number) => ({
      hotel_id: id,
      name,
      positioning: 'upscale' as const,
      rooms: 200,
      distance_km: 1,
      reason: '同档',
      origin: 'proposed' as const,
      performance: 'imported' as const,
      months: Array.from({ length: 12 }, (_, i) => month(i + 1, i < missing ? null : 60)),
      trailing: { occupancy: 60, adr: 500, revpar, months: 12 - missing },
    })
    const set = {
      ...content.comp_set,
      hotels: [member('a', '甲酒店', 330, 0), member('b', '乙酒店', 270, 3)],
      trailing: { from: '2026-01', to: '2026-12', occupancy: 60, adr: 500, revpar: 300 },
    }
    renderWithProviders(
      <CompSet content={{ ...content, comp_set: set }} editable={false} saving={false} onEdit={vi.fn()} />,
    )
    const first = screen.getByText('甲酒店').closest('tr') as HTMLElement
    expect(within(first).getByText('330 元')).toBeInTheDocument()
    expect(within(first).getByText('指数 110.0')).toBeInTheDocument()
    expect(within(first).queryByText(/个月数据/)).toBeNull()
    const second = screen.getByText('乙酒店').closest('tr') as HTMLElement
    expect(within(second).getByText('指数 90.0')).toBeInTheDocument()
    expect(within(second).getByText('仅 9 个月数据')).toBeInTheDocument()
  })
})
