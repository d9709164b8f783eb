import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PortalAnswer } from '#common/portals'
import { session } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { ManagementGroupHome, type PortalMapProps } from './management-group-home.tsx'
import { OwnerHome } from './owner-home.tsx'
import { ProjectClientHome } from './project-client-home.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clearCurrOrg()
})

const ownerOrg = 'd0000000-0000-4000-8000-000000000006'
const hotel = {
  id: 'demo-hotel-000042',
  name: '三亚人民广场ZHotel酒店',
  brand_name: 'ZHotel',
  group_name: '亚朵集团',
  city_name: '三亚市',
  province: '海南省',
  positioning: 'upscale' as const,
  rooms: 339,
  status: 'open' as const,
  opening_date: '2019-05-01',
  lat: 18.25,
  lng: 109.5,
}
const ownerAnswer: PortalAnswer = {
  organization: { id: ownerOrg, name: '海棠湾度假酒店业主公司', kind: 'owner' },
  home: {
    kind: 'owner',
    assets: [hotel],
    markets: [
      {
        city_id: 'c-sanya',
        city_name: '三亚市',
        province: '海南省',
        tier: 'tier3',
        hotels: 8,
        rooms: 1272,
        pipeline: 5,
        upscale_share: 37.5,
      },
    ],
    projects: [],
    reports: [
      { id: 'r3', title: '海棠湾度假酒店资产管理评估（演示）', year: 2024, topic: 'asset', summary: '经营诊断' },
    ],
  },
}

describe('organization home pages', { timeout: 60_000 }, () => {
  it('shows an owner its assets, the market of their cities and its reports, each linked to its screen', async () => {
    mockFetch(({ path }) => (path === `/api/v1/portals/${ownerOrg}/home` ? { body: { data: ownerAnswer } } : undefined))
    renderAt(<OwnerHome />, `/home-pages/ownership/industry?organization=${ownerOrg}`)
    expect(await screen.findByRole('heading', { name: '海棠湾度假酒店业主公司' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '三亚人民广场ZHotel酒店' })).toHaveAttribute(
      'href',
      '/hotel-viewer?id=demo-hotel-000042',
    )
    const market = screen.getByRole('link', { name: '三亚市' }).closest('tr') as HTMLElement
    expect(within(market).getByText('37.5%')).toBeInTheDocument()
    expect(within(market).getByText('1272')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '海棠湾度假酒店资产管理评估（演示）' })).toHaveAttribute(
      'href',
      '/report-viewer?id=r3',
    )
  })

  it('puts the organization name into the header tag when an employee is viewing it', async () => {
    session.setCurrOrg({ id: ownerOrg })
    mockFetch(({ path }) => (path === `/api/v1/portals/${ownerOrg}/home` ? { body: { data: ownerAnswer } } : undefined))
    renderAt(<OwnerHome />, `/home-pages/ownership/industry?organization=${ownerOrg}`)
    await screen.findByRole('heading', { name: '海棠湾度假酒店业主公司' })
    expect(session.currOrg()).toEqual({ id: ownerOrg, name: '海棠湾度假酒店业主公司' })
  })

  it('tells a client it may not see another organization when the server refuses', async () => {
    mockFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: '只能查看本机构的主页' } } }))
    renderAt(<OwnerHome />, `/home-pages/ownership/industry?organization=${ownerOrg}`)
    expect(await screen.findByText('无权查看')).toBeInTheDocument()
  })

  it('sends an organization of another kind to its own home page', async () => {
    mockFetch(({ path }) => (path === `/api/v1/portals/${ownerOrg}/home` ? { body: { data: ownerAnswer } } : undefined))
    renderAt(<ProjectClientHome />, `/home-pages/project/project?organization=${ownerOrg}`)
    expect(await screen.findByRole('link', { name: '前往业主主页' })).toHaveAttribute(
      'href',
      `/home-pages/ownership/industry?organization=${ownerOrg}`,
    )
  })

  it('shows a project client its next milestones, overdue ones marked, and its latest deliverables', async () => {
    const org = 'd0000000-0000-4000-8000-000000000003'
    const answer: PortalAnswer = {
      organization: { id: org, name: '云栖湖畔酒店投资有限公司', kind: 'project_client' },
      home: {
        kind: 'project_client',
        projects: [
          {
            id: 'p1',
            name: '云栖湖畔度假酒店可行性研究',
            location: '杭州·千岛湖',
            service_type: 'feasibility',
            stage: 'research',
            due_date: '2027-01-15',
            task_total: 6,
            task_done: 2,
            next_milestone: { title: '财务模型初稿', due_date: '2026-11-30' },
          },
        ],
        milestones: [
          {
            id: 'm1',
            project_id: 'p1',
            project_name: '云栖湖畔度假酒店可行性研究',
            title: '竞品访谈',
            due_date: '2026-10-01',
            overdue: true,
          },
        ],
        deliverables: [
          {
            file_id: 'f1',
            project_id: 'p1',
            project_name: '云栖湖畔度假酒店可行性研究',
            name: '千岛湖度假酒店市场调研报告（演示）.pdf',
            folder: '调研资料',
            added_at: '2026-10-30T08:00:00.000Z',
          },
        ],
        reports: [
          {
            id: 'r-study',
            title: '云栖湖畔度假酒店市场调研与可行性研究（第 1 版）',
            year: 2026,
            topic: null,
            summary: '千岛湖东南湖区地块，180 间客房',
            has_word: true,
          },
          { id: 'r-pdf', title: '酒店开发成本指南', year: 2025, topic: 'budget', summary: '开发成本', has_word: false },
        ],
      },
    }
    const calls = mockFetch(({ path }) => {
      if (path === `/api/v1/portals/${org}/home`) return { body: { data: answer } }
      if (path === '/api/v1/reports/r-study/word') return { status: 503, body: { error: { message: '文件暂不可用' } } }
    })
    renderAt(<ProjectClientHome />, `/home-pages/project/project?organization=${org}`)
    const links = await screen.findAllByRole('link', { name: '云栖湖畔度假酒店可行性研究' })
    // A published study offers its Word original beside the PDF; a PDF-only report does not.
    expect(screen.getAllByRole('button', { name: '下载 Word' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: '下载 PDF' })).toHaveLength(1)
    screen.getByRole('button', { name: '下载 Word' }).click()
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/reports/r-study/word')).toBe(true))
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/collabPage?project=p1', '/collabPage?project=p1'])
    expect(screen.getByText('已逾期 2026-10-01')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '千岛湖度假酒店市场调研报告（演示）.pdf' })).toHaveAttribute(
      'href',
      '/browser2?project=p1',
    )
  })

  it('draws a management group’s brands, pipeline and every hotel on the map it is given', async () => {
    const org = 'd0000000-0000-4000-8000-000000000002'
    const pipelineHotel = {
      ...hotel,
      id: 'demo-hotel-000007',
      name: '锦江都城酒店（铁岭科技园店）',
      status: 'under_construction' as const,
      opening_date: '2027-03-01',
    }
    const answer: PortalAnswer = {
      organization: { id: org, name: '锦程酒店管理集团', kind: 'management_group' },
      home: {
        kind: 'management_group',
        group: {
          id: 'g1',
          name: '锦江酒店集团',
          name_en: 'Jin Jiang International',
          headquarters: '上海',
          origin: 'domestic',
        },
        totals: { brands: 1, hotels: 2, rooms: 433, pipeline: 1 },
        brands: [{ id: 'b1', name: '锦江都城', positioning: 'upper_midscale', hotels: 2, pipeline: 1 }],
        hotels: [hotel],
        pipeline: [pipelineHotel],
        map_points: [
          ['demo-hotel-000042', 18.25, 109.5, 'upscale', 'open'],
          ['demo-hotel-000007', 42.2, 123.8, 'upscale', 'under_construction'],
        ],
        projects: [],
        reports: [],
      },
    }
    mockFetch(({ path }) => (path === `/api/v1/portals/${org}/home` ? { body: { data: answer } } : undefined))
    const drawn: PortalMapProps[] = []
    const MapStub = (props: PortalMapProps) => {
      drawn.push(props)
      return <div>地图：{props.points.length} 家</div>
    }
    renderAt(<ManagementGroupHome MapView={MapStub} />, `/home-pages/management-group/brand?organization=${org}`)
    expect(await screen.findByText('地图：2 家')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '锦江都城' })).toHaveAttribute('href', '/section/hotel?brand=b1')
    const row = screen.getByRole('link', { name: '锦江都城酒店（铁岭科技园店）' }).closest('tr') as HTMLElement
    expect(within(row).getByText('2027-03-01')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '打开酒店地图' })).toHaveAttribute('href', '/hotel-map?group=g1')
  })
})
