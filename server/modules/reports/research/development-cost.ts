import { budgetDefaults, budgetLineLabels, calculateBudget } from '#common/applets/budget'
import { positioningLabels, positionings } from '#common/intel'
import { bullets, p, rangeChart, rangeTable, segmentRows, sub, typicalTable, variantRows } from './blocks.ts'
import { bench, toolNum, toolNums } from './figures.ts'
import { type Block, cols, type ResearchReport } from './model.ts'

/** The city tier the budget tool is run at; the table gives hard cost one value for every tier. */
const TIER = 'tier2'

/** The budget tool on its defaults for every segment: cost per key and per ㎡ excluding land. */
function budgetBySegment(): Block {
  return {
    kind: 'table',
    title: '各档次开发成本汇总（不含土地，按基准典型值测算）',
    columns: cols(
      ['档次', 1.4],
      ['建筑面积（㎡/间）', 1.6, 'right'],
      ['总投资（万元/间）', 1.6, 'right'],
      ['总投资（元/㎡）', 1.6, 'right'],
      ['FF&E 占比', 1.3, 'right'],
    ),
    rows: positionings.map((segment) => {
      const input = budgetDefaults(segment, TIER)
      const result = calculateBudget(input)
      const ffe = result.lines.findIndex((l) => l.key === 'ffe')
      const n = toolNums('budget', input, result)
      return [
        positioningLabels[segment],
        n('result.gfaPerKey', { digits: 1 }),
        n('result.totalPerKey', { scale: 1e-4, digits: 1 }),
        n('result.totalPerSqm', { digits: 0 }),
        n(`result.lines.${ffe}.share`, { scale: 100, digits: 1, unit: '%' }),
      ]
    }),
    note: '总投资含建安工程、专业服务费、FF&E、OS&E、开办费与不可预见费，不含土地、建设期利息与税费；每档次按该档次全部典型值计算，计算式见“研究方法与口径”',
  }
}

function workedExample(): Block[] {
  const input = budgetDefaults('upscale', TIER)
  const result = calculateBudget(input)
  const n = toolNums('budget', input, result)
  const wan = { scale: 1e-4, digits: 0 as const }
  return [
    p(
      '以一家高端酒店为例，客房数取预算工具的起始值 ',
      n('input.rooms', { unit: ' 间' }),
      '，其余参数全部取基准表高端档次的典型值：每间建筑面积 ',
      bench('dev.gfa_per_key', { segment: 'upscale' }, 'typical', { unit: ' ㎡' }),
      '，建安成本 ',
      bench('dev.hard_cost_per_sqm', { segment: 'upscale' }, 'typical', { unit: ' 元/㎡' }),
      '，FF&E 每间 ',
      bench('dev.ffe_per_key', { segment: 'upscale' }, 'typical', { unit: ' 元' }),
      '。下表逐项列出预算工具的计算结果。',
    ),
    {
      kind: 'table',
      title: '算例：高端酒店开发预算（不含土地）',
      columns: cols(
        ['费用项目', 3.2],
        ['金额（万元）', 1.4, 'right'],
        ['每间（元）', 1.4, 'right'],
        ['每㎡（元）', 1.3, 'right'],
        ['占比', 1, 'right'],
      ),
      rows: [
        ...result.lines.map((line, i) => [
          budgetLineLabels[line.key],
          n(`result.lines.${i}.total`, wan),
          n(`result.lines.${i}.perKey`, { digits: 0 }),
          n(`result.lines.${i}.perSqm`, { digits: 0 }),
          n(`result.lines.${i}.share`, { scale: 100, digits: 1, unit: '%' }),
        ]),
        [
          '合计',
          n('result.total', wan),
          n('result.totalPerKey', { digits: 0 }),
          n('result.totalPerSqm', { digits: 0 }),
          '—',
        ],
      ],
      note: '专业服务费按建安与 FF&E 之和计取，不可预见费按建安、专业服务费与 FF&E 之和计取，与基准表的定义一致',
    },
    {
      kind: 'chart',
      title: '算例：各费用项目金额',
      unit: '万元',
      bars: result.lines.map((line, i) => ({
        label: budgetLineLabels[line.key].replace(/（.*）/, ''),
        value: n(`result.lines.${i}.total`, wan),
      })),
    },
    p(
      '这家酒店不含土地的开发总投资为 ',
      n('result.total', { ...wan, unit: ' 万元' }),
      '，折合每间 ',
      n('result.totalPerKey', { scale: 1e-4, digits: 1, unit: ' 万元' }),
      '。建安工程占 ',
      n('result.lines.0.share', { scale: 100, digits: 1, unit: '%' }),
      '，是预算的主体；业主在方案阶段每压缩一平方米的单间面积，节约的是建安、专业服务费和不可预见费三项。',
    ),
  ]
}

export function developmentCostReport(): ResearchReport {
  const up = { segment: 'upscale' } as const
  const eco = { segment: 'economy' } as const
  const lux = { segment: 'luxury' } as const
  const ex = calculateBudget(budgetDefaults('upscale', TIER))
  const exInput = budgetDefaults('upscale', TIER)
  return {
    id: 'd6000000-0000-4000-8000-000000000011',
    title: '酒店开发成本指南',
    subtitle: '六个档次的建安、FF&E、OS&E、开办费与建设期基准',
    topic: 'budget',
    year: 2025,
    summary:
      '按奢华至经济型六个档次，列出每间建筑面积、建安单方造价、FF&E、OS&E、开办费、专业服务费率、不可预见费率与建设期的区间和典型值，并用开发预算工具给出一家高端酒店的完整算例；每个数字注明来源与截至日期。',
    organizationIds: [],
    sections: [
      {
        heading: '摘要与主要发现',
        blocks: [
          p(
            '酒店开发预算的差异首先来自档次：档次决定每间客房分摊的建筑面积、装修标准、家具设备和开业前的筹备投入。本指南把这些参数放在同一张基准表里，按统一的六档口径列出，供业主在拿地测算、方案比选和与品牌方谈判技术标准时使用。',
          ),
          budgetBySegment(),
          sub('主要发现'),
          bullets(
            [
              '按基准典型值测算，高端酒店不含土地的开发投资约为每间 ',
              toolNum('budget', exInput, ex, 'result.totalPerKey', { scale: 1e-4, digits: 1, unit: ' 万元' }),
              '，其中建安工程约占 ',
              toolNum('budget', exInput, ex, 'result.lines.0.share', { scale: 100, digits: 1, unit: '%' }),
              '。',
            ],
            [
              '建筑面积是拉开档次差距的第一因素：经济型每间约 ',
              bench('dev.gfa_per_key', eco, 'typical', { unit: ' ㎡' }),
              '，高端约 ',
              bench('dev.gfa_per_key', up, 'typical', { unit: ' ㎡' }),
              '，奢华约 ',
              bench('dev.gfa_per_key', lux, 'typical', { unit: ' ㎡' }),
              '。',
            ],
            [
              'FF&E 每间典型值从经济型的 ',
              bench('dev.ffe_per_key', eco, 'typical', { unit: ' 元' }),
              '到奢华的 ',
              bench('dev.ffe_per_key', lux, 'typical', { unit: ' 元' }),
              '；品牌标准对家具、灯具和电器的要求应在签约前逐项核对。',
            ],
            [
              '购地新建的建设期典型值为高端 ',
              bench('dev.construction_months', up, 'typical', { unit: ' 个月' }),
              '、奢华 ',
              bench('dev.construction_months', lux, 'typical', { unit: ' 个月' }),
              '、经济型 ',
              bench('dev.construction_months', eco, 'typical', { unit: ' 个月' }),
              '；购入既有建筑改造的经济型典型值为 ',
              bench('dev.construction_months', { ...eco, variant: 'conversion' }, 'typical', { unit: ' 个月' }),
              '、高端 ',
              bench('dev.construction_months', { ...up, variant: 'conversion' }, 'typical', { unit: ' 个月' }),
              '（均为测算假设）。',
            ],
            [
              '公开可查的参数目前只覆盖经济型、中端和四星级的单间面积以及中端、中高端的改造换牌造价，其余为本公司测算假设，已在资料来源中写明取值依据；项目应以自己的方案面积表和造价咨询结果替换。',
            ],
          ),
        ],
      },
      {
        heading: '研究方法与口径',
        blocks: [
          p(
            '本指南的全部数字取自本平台的酒店基准表。基准表按“一个指标、一行一来源”的方式维护：每一行写明适用档次、下限、典型值、上限、来源和截至日期，平台上的专题页面和测算工具都从同一张表取数，因此本报告与平台工具的默认值一致。',
          ),
          sub('档次口径'),
          p(
            '档次采用奢华、超高端、高端、中高端、中端、经济型六档。品牌归入哪一档，以其所属集团对该品牌的公开定位为准。全服务档次（高端及以上）按新建项目计，有限服务档次按既有物业改造计，这一点对建设期和建安造价的影响最大。',
          ),
          sub('费用口径'),
          bullets(
            ['建安工程费：土建、机电与精装修，按总建筑面积计；不含土地、FF&E、专业服务费与不可预见费。'],
            ['FF&E：客房与公区的活动家具、灯具、电器和厨房设备，不含固定装修。'],
            ['OS&E：布草、餐具、客用品、制服和小型器具等开业所需经营用品。'],
            ['开办费：开业前的人员招聘培训与薪酬、市场推广、筹备团队和试运营费用。'],
            ['专业服务费：设计、顾问、项目管理、监理和品牌技术服务费，按建安与 FF&E 之和的比例计取。'],
            ['不可预见费：按建安、FF&E 与专业服务费之和的比例计取。'],
          ),
          sub('计算方法'),
          p(
            '单项汇总采用本平台“酒店开发预算估算”工具：建筑面积 = 客房数 × 每间建筑面积；建安工程费 = 建筑面积 × 单方造价；专业服务费 = （建安 + FF&E）× 费率；不可预见费 = （建安 + 专业服务费 + FF&E）× 费率；FF&E、OS&E 与开办费按每间金额乘以客房数。报告中凡标注“测算”的数字都由该工具按表内输入算出，不做人工调整。',
          ),
          sub('局限'),
          p(
            '基准表尚未取得分城市等级的建安造价公开数据，各城市等级暂用同一默认值；土地、市政配套费、建设期利息和税费随项目差异很大，不在本指南范围内。来源中标为“测算假设”的行，是本公司在缺少公开统计时的取值，适合做早期量级判断，不能替代造价咨询。',
          ),
        ],
      },
      {
        heading: '建筑面积与建安成本',
        blocks: [
          p(
            '每间建筑面积由客房面积和公区、餐饮会议、后勤配套共同决定。有限服务酒店以客房为主，公共区域很少；全服务酒店的大堂、餐厅、宴会厅和康体设施会把每间分摊面积推高到有限服务的两倍以上。',
          ),
          rangeTable('dev.gfa_per_key', segmentRows(), { digits: 1 }),
          rangeChart('dev.gfa_per_key', segmentRows()),
          p(
            '建安单方造价按总建筑面积计，随档次对机电系统、层高、声学与装修标准的要求递增。高端酒店典型值为 ',
            bench('dev.hard_cost_per_sqm', up, 'typical', { unit: ' 元/㎡' }),
            '，区间 ',
            bench('dev.hard_cost_per_sqm', up, 'low'),
            '–',
            bench('dev.hard_cost_per_sqm', up, 'high', { unit: ' 元/㎡' }),
            '。',
          ),
          rangeTable('dev.hard_cost_per_sqm', segmentRows(), { digits: 0 }),
          rangeChart('dev.hard_cost_per_sqm', segmentRows()),
        ],
      },
      {
        heading: 'FF&E、OS&E 与开办费',
        blocks: [
          p(
            'FF&E、OS&E 和开办费都按每间客房计。三项合计虽不及建安工程，但最容易在品牌技术审核和开业筹备中被追加，业主应在管理合同或特许合同谈判时就把品牌标准清单与预算对应起来。',
          ),
          typicalTable(
            '每间 FF&E、OS&E 与开办费典型值（元/间）',
            [
              { key: 'dev.ffe_per_key', label: 'FF&E' },
              { key: 'dev.ose_per_key', label: 'OS&E' },
              { key: 'dev.pre_opening_per_key', label: '开办费' },
            ],
            segmentRows(),
            { digits: 0 },
          ),
          rangeChart('dev.ffe_per_key', segmentRows()),
          rangeTable('dev.ose_per_key', segmentRows(), { digits: 0 }),
          rangeTable('dev.pre_opening_per_key', segmentRows(), { digits: 0 }),
        ],
      },
      {
        heading: '专业服务费、不可预见费与建设期',
        blocks: [
          p(
            '专业服务费和不可预见费以费率计取。档次越高，设计与顾问的专业门类越多，品牌技术服务也越深入，费率随之提高；不可预见费反映新建项目在地下工程、机电和审批环节的不确定性。',
          ),
          rangeTable('dev.soft_cost_pct', segmentRows(), { digits: 1 }),
          rangeTable('dev.contingency_pct', segmentRows(), { digits: 1 }),
          p(
            '建设期自开工起算至开业。改造项目的工期主要取决于物业条件和消防审批，新建项目则取决于结构施工、机电调试和品牌开业验收。工期每延长一个月，建设期利息和开办费中的人员成本都会相应增加。下面第一张表是购地新建，第二张表是购入既有建筑改造。',
          ),
          rangeTable('dev.construction_months', segmentRows(), { digits: 0 }, { title: '建设期：购地新建（月）' }),
          rangeTable(
            'dev.construction_months',
            segmentRows().map((r) => ({ ...r, selector: { ...r.selector, variant: 'conversion' } })),
            { digits: 0 },
            { title: '建设期：购入既有建筑改造（月）' },
          ),
          rangeChart('dev.construction_months', segmentRows()),
        ],
      },
      {
        heading: '存量改造与换牌投资',
        blocks: [
          p(
            '存量酒店的翻新与换牌投资按三种范围列示：软装更新（家具、布草、灯具和装饰）、客房全面翻新（含卫生间与机电末端）、整体改造换牌（客房、公区与外立面按新品牌标准改造）。中端与中高端的整体改造换牌区间来自公开的品牌加盟资料，其余为本公司测算假设。',
          ),
          ...(['upscale', 'upper_midscale', 'midscale'] as const).map((segment) =>
            rangeTable(
              'dev.pip_cost_per_key',
              variantRows('dev.pip_cost_per_key', { segment }),
              { digits: 0 },
              {
                title: `${positioningLabels[segment]}：翻新改造费用（元/间）`,
                first: '改造范围',
              },
            ),
          ),
          rangeChart(
            'dev.pip_cost_per_key',
            segmentRows().map((r) => ({ ...r, selector: { ...r.selector, variant: 'full' } })),
            {},
            '整体改造换牌费用：各档次典型值与区间',
          ),
        ],
      },
      {
        heading: '算例：一家高端酒店的开发预算',
        blocks: workedExample(),
      },
      {
        heading: '结论与建议',
        blocks: [
          bullets(
            [
              '先定档次与面积，再谈单方造价。高端酒店每间 ',
              bench('dev.gfa_per_key', up, 'typical', { unit: ' ㎡' }),
              '的面积假设一旦落到方案里，建安、专业服务费和不可预见费都会随之放大。',
            ],
            ['FF&E 与 OS&E 应按品牌标准清单逐项列预算，并在合同中约定品牌方追加标准时的费用承担方式。'],
            [
              '开办费不是小数：高端酒店典型值为每间 ',
              bench('dev.pre_opening_per_key', up, 'typical', { unit: ' 元' }),
              '，应单列并与筹开计划、人员到岗时间对应。',
            ],
            [
              '建设期直接决定资金成本。新建高端项目的典型建设期为 ',
              bench('dev.construction_months', up, 'typical', { unit: ' 个月' }),
              '，融资方案应按区间上限 ',
              bench('dev.construction_months', up, 'high', { unit: ' 个月' }),
              '做压力测试。',
            ],
            [
              '来源为测算假设的参数，只用于可行性研究早期；进入方案设计后，应以项目自己的面积表、造价咨询和品牌技术标准替换，并在本平台的开发预算工具中重算。',
            ],
          ),
          p('本指南引用的全部来源见下一节，编号与各表下的资料来源一致。'),
        ],
      },
    ],
  }
}
