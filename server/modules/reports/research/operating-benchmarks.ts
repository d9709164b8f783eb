import { calculateStaffing, departmentLabels, staffingDefaults } from '#common/applets/staffing'
import type { Positioning } from '#common/intel'
import {
  bullets,
  p,
  type RowSpec,
  rangeChart,
  rangeTable,
  segmentRows,
  sub,
  typicalTable,
  variantRows,
} from './blocks.ts'
import { bench, toolNums } from './figures.ts'
import { type Block, cols, type ResearchReport } from './model.ts'

const fullService: Positioning[] = ['luxury', 'upper_upscale', 'upscale']
const tier1Rows: RowSpec[] = [
  { label: '奢华（一线城市）', selector: { segment: 'luxury', tier: 'tier1' } },
  { label: '高端（一线城市）', selector: { segment: 'upscale', tier: 'tier1' } },
]

/** The staffing tool on its defaults: a 300-room upscale hotel. */
export const staffingExampleInput = () => staffingDefaults('upscale', 300)

function staffingExample(): Block[] {
  const input = staffingExampleInput()
  const result = calculateStaffing(input)
  const n = toolNums('staffing', input, result)
  return [
    p(
      '以一家 ',
      n('input.rooms', { digits: 0, unit: ' 间' }),
      '客房的高端酒店为例，用本平台“人员编制与人工成本”工具按基准表取值测算：人房比 ',
      bench('ops.staff_per_room', { segment: 'upscale' }, 'typical'),
      '，各部门占比取全服务酒店口径，人均工资取国家统计局住宿和餐饮业年平均工资 ',
      bench('ops.annual_wage', {}, 'typical', { digits: 0, unit: ' 元' }),
      '，单位社保与公积金缴费率 ',
      bench('ops.social_insurance_pct', {}, 'typical', { unit: '%' }),
      '。',
    ),
    {
      kind: 'table',
      title: '算例：高端酒店人员编制与人工成本',
      columns: cols(['部门', 2], ['人数', 1, 'right'], ['占比', 1, 'right'], ['人工成本（万元/年）', 1.6, 'right']),
      rows: [
        ...result.departments.map((d, i) => [
          departmentLabels[d.department],
          n(`result.departments.${i}.headcount`, { digits: 0 }),
          n(`result.departments.${i}.share`, { scale: 100, digits: 1, unit: '%' }),
          n(`result.departments.${i}.payroll`, { digits: 0 }),
        ]),
        ['合计', n('result.headcount', { digits: 0 }), '—', n('result.payroll', { digits: 0 })],
      ],
      note: '餐饮部门人数按餐饮网点数 × 每网点人数计，其余部门按人房比和部门占比计；人工成本含单位社保与公积金',
    },
    p(
      '测算得全店 ',
      n('result.headcount', { digits: 0, unit: ' 人' }),
      '，年人工成本 ',
      n('result.payroll', { digits: 0, unit: ' 万元' }),
      '，折合每间客房 ',
      n('result.payrollPerRoom', { digits: 1, unit: ' 万元' }),
      '，约占稳定年总收入的 ',
      n('result.payrollShareOfRevenue', { scale: 100, digits: 1, unit: '%' }),
      '。',
    ),
  ]
}

export function operatingBenchmarksReport(): ResearchReport {
  const up = { segment: 'upscale' } as const
  const um = { segment: 'upper_midscale' } as const
  const eco = { segment: 'economy' } as const
  return {
    id: 'd6000000-0000-4000-8000-000000000013',
    title: '酒店经营利润基准',
    subtitle: '出租率、平均房价、收入结构、GOP 率、部门费用与人员配置',
    topic: 'performance',
    year: 2025,
    summary:
      '按六个档次汇总出租率、平均房价、餐饮与其他收入占比、GOP 率、USALI 部门费用率、固定成本占比、开业爬坡、季节指数、人房比与人工成本，数字来自文旅部星级饭店统计、上市集团公告、统计年鉴与公开研究，并附人员编制算例。',
    organizationIds: [],
    sections: [
      {
        heading: '摘要与主要发现',
        blocks: [
          p(
            '经营基准回答两个问题：同档次酒店通常做到什么水平，以及一家酒店的利润差距出在收入端还是成本端。本报告把公开的经营统计和本公司的测算假设放在同一口径下，供业主审阅经营预算、评估管理方业绩和做可行性研究时对照。',
          ),
          bullets(
            [
              '有限服务连锁的出租率以上市集团公告为准：锦江中端 ',
              bench('ops.occupancy', { segment: 'midscale' }, 'typical', { unit: '%' }),
              '、经济型 ',
              bench('ops.occupancy', eco, 'typical', { unit: '%' }),
              '，亚朵中高端 ',
              bench('ops.occupancy', um, 'typical', { unit: '%' }),
              '。',
            ],
            [
              '北京重点住宿业一季度数据中，高端酒店平均房价 ',
              bench('ops.adr', { segment: 'upscale', tier: 'tier1' }, 'typical', { unit: ' 元' }),
              '，出租率 ',
              bench('ops.occupancy', { segment: 'upscale', tier: 'tier1' }, 'typical', { unit: '%' }),
              '。',
            ],
            [
              '全国星级饭店的餐饮收入占营业收入 ',
              bench('ops.fnb_revenue_share', {}, 'typical', { unit: '%' }),
              '，全服务酒店的利润结构与有限服务酒店差别很大。',
            ],
            [
              'GOP 率典型值：高端 ',
              bench('ops.gop_margin', up, 'typical', { unit: '%' }),
              '、中高端 ',
              bench('ops.gop_margin', um, 'typical', { unit: '%' }),
              '、经济型 ',
              bench('ops.gop_margin', eco, 'typical', { unit: '%' }),
              '（本公司测算假设）；美国参考值为 ',
              bench('ops.gop_margin', { variant: 'us_reference' }, 'typical', { unit: '%' }),
              '。',
            ],
          ),
        ],
      },
      {
        heading: '研究方法与口径',
        blocks: [
          p(
            '利润科目采用《美国酒店业统一会计制度》（USALI）结构：营业收入减去客房、餐饮和其他经营部门的部门费用，再减去行政管理、销售市场、工程维修和能耗等未分配经营费用，得到经营毛利（GOP）。GOP 未扣管理费、租金、折旧和财务费用。',
          ),
          sub('数据来源的三个层次'),
          bullets(
            [
              '政府统计：文化和旅游部星级饭店统计调查、北京市重点住宿业房价及出租率、青海统计年鉴、国家统计局工资统计。',
            ],
            ['上市公司披露：锦江酒店有限服务型连锁酒店经营数据简报、亚朵集团业绩公告。'],
            [
              "公开研究与本公司测算假设：部门费用率、GOP 率、开业爬坡和季节指数缺少国内公开统计，使用本公司测算假设，资料来源中写明取值依据；固定与变动成本的拆分采用 Rushmore 与 O'Neill 发表的研究。",
            ],
          ),
          sub('档次对应'),
          p(
            '星级饭店统计按星级发布，本报告把五星级对应奢华与超高端、四星级对应高端；上市集团的数据按其品牌定位对应中高端、中端和经济型。星级饭店数据为行业实际平均值，不等于新项目的目标出租率。',
          ),
          sub('局限'),
          p(
            '各行数据的年份不同：星级饭店研究数据较早，北京数据仅为一个季度，集团数据只覆盖各自品牌。使用时应同时看截至日期，并优先使用项目所在城市的最新统计。',
          ),
        ],
      },
      {
        heading: '出租率与平均房价',
        blocks: [
          rangeTable('ops.occupancy', [...segmentRows(), ...tier1Rows], { digits: 2 }),
          rangeTable('ops.adr', [...segmentRows(), ...tier1Rows], { digits: 2 }),
          {
            kind: 'chart',
            title: '平均房价：各档次与一线城市',
            unit: '元/间夜',
            bars: [...segmentRows(), ...tier1Rows].map((r) => ({
              label: r.label,
              value: bench('ops.adr', r.selector, 'typical', { digits: 0 }),
            })),
          },
          p(
            '有限服务连锁的出租率普遍高于全服务酒店，但平均房价低得多；一线城市的高端酒店房价明显高于全国平均。比较两家酒店时，应把出租率和房价放在一起看，必要时用 RevPAR 指数工具与竞争组合对比。',
          ),
        ],
      },
      {
        heading: '收入结构',
        blocks: [
          p('全服务酒店的餐饮和会议收入占比高，利润对餐饮经营的依赖也更大；有限服务酒店几乎全部收入来自客房。'),
          typicalTable(
            '餐饮与其他收入占营业收入比例（%）',
            [
              { key: 'ops.fnb_revenue_share', label: '餐饮收入占比' },
              { key: 'ops.other_revenue_share', label: '其他收入占比' },
            ],
            [{ label: '全国星级饭店', selector: {} }, ...segmentRows()],
          ),
          rangeChart(
            'ops.fnb_revenue_share',
            segmentRows(fullService).concat(segmentRows(['upper_midscale', 'midscale', 'economy'])),
          ),
        ],
      },
      {
        heading: 'GOP 率与部门费用',
        blocks: [
          rangeTable(
            'ops.gop_margin',
            [...segmentRows(), { label: '美国参考', selector: { variant: 'us_reference' } }],
            { digits: 1 },
          ),
          rangeChart('ops.gop_margin', segmentRows()),
          typicalTable(
            'USALI 部门费用率典型值（%）',
            [
              { key: 'ops.rooms_dept_cost_pct', label: '客房（占客房收入）' },
              { key: 'ops.fnb_dept_cost_pct', label: '餐饮（占餐饮收入）' },
              { key: 'ops.other_dept_cost_pct', label: '其他（占其他收入）' },
              { key: 'ops.undistributed_pct', label: '未分配（占总收入）' },
            ],
            segmentRows(),
          ),
          sub('固定成本与变动成本'),
          p(
            "经营费用中有相当一部分不随出租率变化。下表为 Rushmore 与 O'Neill 对稳定年各项费用固定部分的估计，可用于测算开业爬坡期和市场下行时利润的变化。",
          ),
          rangeTable('ops.fixed_share', variantRows('ops.fixed_share'), { digits: 0 }, { first: '费用项目' }),
        ],
      },
      {
        heading: '人员配置与人工成本',
        blocks: [
          rangeTable('ops.staff_per_room', segmentRows(), { digits: 2 }),
          rangeTable('ops.staff_dept_share', variantRows('ops.staff_dept_share'), { digits: 0 }, { first: '部门' }),
          rangeTable('ops.annual_wage', [{ label: '住宿和餐饮业', selector: {} }], { digits: 0 }, { first: '行业' }),
          rangeTable(
            'ops.social_insurance_pct',
            [{ label: '单位缴费合计', selector: {} }],
            { digits: 0 },
            { first: '口径' },
          ),
          ...staffingExample(),
        ],
      },
      {
        heading: '开业爬坡、季节性与资本性支出',
        blocks: [
          rangeTable('ops.ramp_occupancy_pct', variantRows('ops.ramp_occupancy_pct'), { digits: 0 }, { first: '年份' }),
          {
            kind: 'chart',
            title: '月度出租率与房价季节指数',
            unit: '全年月均 = 100',
            bars: variantRows('ops.season_occupancy_index').map((r) => ({
              label: `${r.label} 出租率`,
              value: bench('ops.season_occupancy_index', r.selector, 'typical', { digits: 0 }),
            })),
          },
          typicalTable(
            '月度季节指数（全年月均 = 100）',
            [
              { key: 'ops.season_occupancy_index', label: '出租率指数' },
              { key: 'ops.season_adr_index', label: '房价指数' },
            ],
            variantRows('ops.season_occupancy_index'),
            { digits: 0 },
          ),
          rangeTable('ops.ffe_reserve_pct', [{ label: '所有档次', selector: {} }], { digits: 1 }, { first: '口径' }),
          rangeTable(
            'ops.insurance_pct_value',
            [{ label: '所有档次', selector: {} }],
            { digits: 2 },
            { first: '口径' },
          ),
        ],
      },
      {
        heading: '结论与使用建议',
        blocks: [
          bullets(
            [
              '审阅经营预算时，先按档次找到对应的出租率、房价和 GOP 率区间，再逐项对照部门费用率，偏离区间的科目要求管理方说明原因。',
            ],
            [
              '开业爬坡期的利润不能按稳定年比例折算：第 1 年出租率典型值只有稳定期的 ',
              bench('ops.ramp_occupancy_pct', { variant: 'y1' }, 'typical', { unit: '%' }),
              '，而固定成本基本不减。',
            ],
            [
              'FF&E 更新准备金应在预算中单列，公开合同条款中常见的比例为营业收入的 ',
              bench('ops.ffe_reserve_pct', {}, 'low', { unit: '%' }),
              '–',
              bench('ops.ffe_reserve_pct', {}, 'high', { unit: '%' }),
              '。',
            ],
            ['标为测算假设的参数适合早期判断；有条件时应以本城市同档次酒店的实际经营数据替换。'],
          ),
        ],
      },
    ],
  }
}
