import type { RichNode } from '#common/content'
import type { HotelStatus, Positioning } from '#common/intel'
import type { StudyChapterKey } from '#common/study/api'
import type { Db } from '#server/db/database'
import { demoUserId } from '../auth/seed.ts'
import type { Storage } from '../files/storage.ts'
import { hotelDataChanged } from '../intel/hotel-version.ts'
import { demoProjectIds } from '../projects/seed.ts'
import { publishStudy } from './publish.ts'
import { compute, contentOf, createStudy } from './service.ts'
import { findStudy, saveChapter, saveStudy } from './store.ts'

const CONSULTANT = demoUserId('13800000001')

/** The site of the project client's resort: the south-east shore of Qiandao Lake (千岛湖东南湖区), 淳安县, 杭州市. */
export const demoStudySite = { lat: 29.575, lng: 119.075, name: '千岛湖东南湖区地块' } as const

type LakeHotel = {
  key: string
  name: string
  positioning: Positioning
  rooms: number
  status: HotelStatus
  opening_date: string
  /** From the site, in degrees (lat, lng): all within the study's 3 km. */
  offset: [number, number]
}

/**
 * The demo hotels around the site, made for the study the way the portal seed makes the owner's hotels: independent
 * (no brand), marked demo, their months generated from the benchmark table like every demo hotel's. Six open resorts of
 * the upper-midscale to upper-upscale range (the six the consultant's interview notes speak of), one luxury and one
 * midscale hotel that the comp set leaves out, and two pipeline projects.
 */
const lakeHotels: LakeHotel[] = [
  {
    key: 'qdh-lakeside',
    name: '千岛湖湖畔度假酒店',
    positioning: 'upscale',
    rooms: 260,
    status: 'open',
    opening_date: '2015-06-18',
    offset: [0.006, 0.004],
  },
  {
    key: 'qdh-yunshui',
    name: '千岛湖云水度假酒店',
    positioning: 'upper_upscale',
    rooms: 320,
    status: 'open',
    opening_date: '2012-09-28',
    offset: [-0.008, 0.009],
  },
  {
    key: 'qdh-forest',
    name: '千岛湖森林度假酒店',
    positioning: 'upscale',
    rooms: 210,
    status: 'open',
    opening_date: '2018-05-01',
    offset: [0.012, -0.006],
  },
  {
    key: 'qdh-jinglan',
    name: '千岛湖景澜酒店',
    positioning: 'upper_midscale',
    rooms: 150,
    status: 'open',
    opening_date: '2016-04-16',
    offset: [-0.004, -0.012],
  },
  {
    key: 'qdh-peninsula',
    name: '千岛湖半岛度假村',
    positioning: 'upscale',
    rooms: 180,
    status: 'open',
    opening_date: '2019-07-08',
    offset: [0.015, 0.012],
  },
  {
    key: 'qdh-lakeview',
    name: '千岛湖湖景假日酒店',
    positioning: 'upper_midscale',
    rooms: 200,
    status: 'open',
    opening_date: '2014-03-20',
    offset: [-0.013, 0.002],
  },
  {
    key: 'qdh-bay',
    name: '千岛湖悦湾奢华度假酒店',
    positioning: 'luxury',
    rooms: 120,
    status: 'open',
    opening_date: '2020-10-01',
    offset: [0.002, 0.018],
  },
  {
    key: 'qdh-business',
    name: '千岛湖城际商务酒店',
    positioning: 'midscale',
    rooms: 110,
    status: 'open',
    opening_date: '2011-01-10',
    offset: [-0.017, -0.004],
  },
  {
    key: 'qdh-southeast',
    name: '千岛湖东南湖区度假酒店',
    positioning: 'upscale',
    rooms: 240,
    status: 'under_construction',
    opening_date: '2027-08-01',
    offset: [0.009, -0.015],
  },
  {
    key: 'qdh-starry',
    name: '千岛湖星空度假酒店',
    positioning: 'upper_upscale',
    rooms: 280,
    status: 'signed',
    opening_date: '2028-10-01',
    offset: [-0.011, 0.016],
  },
]

async function seedLakeHotels(db: Db, now: string) {
  const city = await db.selectFrom('cities').select('id').where('name', '=', '杭州市').executeTakeFirst()
  if (!city) return false
  const existing = await db
    .selectFrom('hotels')
    .select('id')
    .where(
      'id',
      'in',
      lakeHotels.map((h) => `demo-hotel-own-${h.key}`),
    )
    .execute()
  const missing = lakeHotels.filter((h) => !existing.some((e) => e.id === `demo-hotel-own-${h.key}`))
  if (missing.length === 0) return true
  await db
    .insertInto('hotels')
    .values(
      missing.map((h) => ({
        id: `demo-hotel-own-${h.key}`,
        name: h.name,
        brand_id: null,
        group_id: null,
        city_id: city.id,
        address: '浙江省杭州市淳安县千岛湖镇（演示地址）',
        lat: Math.round((demoStudySite.lat + h.offset[0]) * 1e6) / 1e6,
        lng: Math.round((demoStudySite.lng + h.offset[1]) * 1e6) / 1e6,
        positioning: h.positioning,
        rooms: h.rooms,
        status: h.status,
        opening_date: h.opening_date,
        is_demo: 1 as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
  await hotelDataChanged(db)
  return true
}

/** Upscale brands with resorts in China, international and domestic (the brand project's first ideas). */
const shortlist = ['crowne-plaza', 'doubletree', 'new-century-resort', 'garrya']

const para = (text: string): RichNode => ({ type: 'paragraph', spans: [{ text }] })

/** The consultant's own text of the demo study: judgments and recommendations, no figure that the tables do not give. */
const demoText: Partial<Record<StudyChapterKey, RichNode[]>> = {
  summary: [
    para(
      '本报告为演示数据。综合市场供需与财务测算，项目的可行性主要取决于开业后对休闲度假客源的渗透能力与开业时间的把握。',
    ),
    { type: 'note', text: '结论以本报告附录所列假设为前提；标注为测算假设的数值应在投资决策会前逐项复核。' },
  ],
  project: [para('地块位于千岛湖东南湖区，临湖、交通以自驾为主。项目拟建度假酒店，客房数与业主方案一致。')],
  economy: [para('区域经济数据引自杭州市统计部门公开发布的数据；淳安县的县级数据尚未收录，本章不作引用。')],
  supply: [para('东南湖区现有度假酒店以中高端及高端为主，新增供给集中在未来三年，需关注在建项目的实际开业进度。')],
  comp_set: [
    para(
      '竞争组合选取东南湖区同档与相邻档的六家度假酒店；湖区另有一家奢华酒店与一家中端商务酒店，客源与价格带不同，未纳入。',
    ),
  ],
  demand: [
    para(
      '千岛湖客源以长三角自驾家庭与会议团建为主，周末与节假日需求集中。细分市场占比为顾问根据竞品访谈设定的测算假设。',
    ),
  ],
  positioning: [
    {
      type: 'list',
      items: ['以亲子度假与湖景体验为核心产品', '控制餐饮面积，强化户外与康养体验', '品牌比选在可研结论后启动'],
    },
  ],
  operations: [para('开业前三年为爬坡期，平日出租率依赖会议团建客源的开拓。')],
  investment: [para('投资估算采用行业基准口径，地块的实际出让价款与规划条件确认后应更新。')],
  returns: [para('敏感性分析显示平均房价与出租率是影响回报的主要因素，建议同时测试新增供给提前开业的情景。')],
  risks: [para('除下列量化风险外，还需关注湖区生态保护政策对建设与经营的约束。')],
}

/**
 * The project client's feasibility project gets a complete, published study of its Qiandao Lake resort (issue 34
 * item 8), made through the same code as the routes: the hotels around the site, the draft with the demo's
 * assumptions and chapter text, then publishing version 1 (its Word and PDF stored like any published study).
 * Needs storage; idempotent: the hotels are made when missing, a project that already has a study is left alone.
 */
export async function seedStudies(db: Db, storage?: Storage) {
  if (!storage) return
  const projectId = demoProjectIds.lakesideFeasibility
  const project = await db
    .selectFrom('projects')
    .select(['id', 'organization_id'])
    .where('id', '=', projectId)
    .executeTakeFirst()
  if (!project) return
  const at = '2026-11-20T02:00:00.000Z'
  // The hotels first, every time: a regenerated demo sample (intel/seed.ts drops demo hotels) gets them back.
  if (!(await seedLakeHotels(db, at))) return
  const existing = await db.selectFrom('studies').select('id').where('project_id', '=', projectId).executeTakeFirst()
  if (existing) return
  const brands = await db.selectFrom('brands').select(['id', 'slug']).where('slug', 'in', shortlist).execute()
  const study = await createStudy(
    db,
    projectId,
    {
      title: '云栖湖畔度假酒店市场调研与可行性研究',
      site: { kind: 'point', ...demoStudySite },
      segment: 'upscale',
      rooms: 180,
      brand_ids: shortlist.flatMap((slug) => brands.filter((b) => b.slug === slug).map((b) => b.id)),
      radius_km: 3,
    },
    CONSULTANT,
    at,
  )
  const a = study.assumptions
  const assumed = (value: number) => ({ value, source: null })
  const assumptions = {
    ...a,
    demandMix: { commercial: assumed(20), meeting_group: assumed(30), leisure: assumed(50) },
    demandGrowth: { commercial: assumed(2), meeting_group: assumed(3), leisure: assumed(5) },
    latentDemand: { ...a.latentDemand, unaccommodatedPct: assumed(5) },
    // A new lakefront resort against an older comp set: above fair share in leisure, a modest rate premium.
    penetration: { commercial: assumed(90), meeting_group: assumed(100), leisure: assumed(115) },
    adrIndex: assumed(105),
  }
  for (const [key, text] of Object.entries(demoText)) {
    await saveChapter(db, study.id, key as StudyChapterKey, text, CONSULTANT, at)
  }
  const draft = { ...study, assumptions, updated_at: at }
  await saveStudy(db, { ...draft, computed: await compute(db, draft, at) })
  const ready = await findStudy(db, projectId, study.id)
  if (!ready) throw new Error('demo study vanished')
  await publishStudy(db, storage, {
    study: ready,
    content: await contentOf(db, ready),
    clientOrganizationId: project.organization_id,
    by: { id: CONSULTANT, organization_id: null },
    at: '2026-11-25T08:00:00.000Z',
  })
}
