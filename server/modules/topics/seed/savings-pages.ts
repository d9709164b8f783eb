import { calculateSavings, type SavingsInput, savingsDefaults } from '../../../../common/applets/savings.ts'
import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

/** A hypothetical retrofit: a tenth less electricity and gas, at the benchmark table's discount rate. */
export const retrofitExample: SavingsInput = {
  electricity: { useBefore: 3_000_000, useAfter: 2_700_000, tariffBefore: 0.8, tariffAfter: 0.8 },
  gas: { useBefore: 300_000, useAfter: 270_000, tariffBefore: 3.5, tariffAfter: 3.5 },
  water: { useBefore: 0, useAfter: 0, tariffBefore: 0, tariffAfter: 0 },
  investment: 1_200_000,
  lifetimeYears: 10,
  tariffEscalationPct: savingsDefaults.tariffEscalationPct,
  discountRatePct: benchmarkValue('fin.discount_rate'),
}

const yuanWan = (yuan: number) => (yuan / 10_000).toLocaleString('en-US', { maximumFractionDigits: 1 })

/** The savings topic's energy page (issue 18: an unsourced table of savings rates and a sample pie replaced). */
export function energyPage(): SeedPage {
  const e = retrofitExample
  const r = calculateSavings(e)
  const line = (utility: string) => r.lines.find((l) => l.utility === utility)
  return {
    path: 'savings/energy',
    title: '节能改造怎么算、怎么验',
    summary: '先计量再改造，用改造前后的用量和价格算节省与回收期，完工后按同一口径验证；附算例。',
    blocks: [
      rich(
        '先计量，再改造',
        p(
          '节能改造的第一步不是选设备，而是弄清楚能源用在哪里。只有总表的酒店，只能看到每月的电费和燃气费，看不到空调、热水、照明、厨房和洗衣各用了多少。先按系统加装分项计量（至少到冷热源、热水、照明和动力几大类），积累一个完整年度的数据，再决定改哪一项：改造应从用量最大、效率最低的系统开始，而不是从供应商推荐的产品开始。',
        ),
        p(
          '各家供应商给出的“节能率”往往是理想工况下的数字，酒店的实际效果取决于原有设备的状况、运行时间和出租率。本站没有检索到按措施统计、可以引用的酒店节能率公开数据，因此不列经验表，而是用本店的计量数据和供应商的测算逐项计算。',
        ),
      ),
      rich(
        '算例',
        p(
          `以下为说明方法的示例，数字均为假设。一家酒店每年用电 ${e.electricity.useBefore.toLocaleString('en-US')} 千瓦时、用天然气 ${e.gas.useBefore.toLocaleString('en-US')} 立方米；一组改造（空调系统变频与控制优化、热水系统改造）投资 ${yuanWan(e.investment)} 万元，预计电和气各减少一成，能源价格每年上涨 ${e.tariffEscalationPct}%（测算假设，与可行性研究工具的费用年增长率缺省值相同），设备使用 ${e.lifetimeYears} 年，折现率取基准数据表的缺省值 ${e.discountRatePct}%。`,
        ),
      ),
      table(
        '节能降本工具的计算结果（示例）',
        ['项目', '改造前（万元，第 1 年）', '改造后（万元，第 1 年）', '节省（万元，第 1 年）'],
        [
          [
            '电费',
            yuanWan(line('electricity')?.costBefore ?? 0),
            yuanWan(line('electricity')?.costAfter ?? 0),
            yuanWan(line('electricity')?.saving ?? 0),
          ],
          [
            '燃气费',
            yuanWan(line('gas')?.costBefore ?? 0),
            yuanWan(line('gas')?.costAfter ?? 0),
            yuanWan(line('gas')?.saving ?? 0),
          ],
          ['合计', yuanWan(r.costBefore), yuanWan(r.costAfter), yuanWan(r.yearlySaving)],
        ],
        `静态回收期约 ${r.simplePaybackYears?.toFixed(1)} 年（按第 1 年节省计）；节省随能源价格逐年增长，${e.lifetimeYears} 年使用期内按 ${e.discountRatePct}% 折现的净现值约 ${yuanWan(r.npv)} 万元。`,
      ),
      benchmarks('算例所用的折现率', ['fin.discount_rate']),
      rich(
        '从算例读出什么',
        ul(
          '回收期只说明多久收回投资，不说明改造是否值得：使用年限短于回收期的项目一定亏，净现值才是判断标准',
          '能源价格变化对结果影响很大：峰谷电价、燃气调价都会改变节省金额，测算时用当地现行价格并做敏感性',
          '同一笔预算在几个项目之间分配时，按每万元投资的年节省排序，先做排在前面的',
          '改造如果需要停用客房或影响客人（例如更换客房空调末端），停用期间损失的房费也要计入投资，而不是只算设备和安装费用',
        ),
      ),
      rich(
        '完工后怎么验证',
        ol(
          '改造前后用同一套计量表、同一口径（按月、按出租率和气温调整）比较用量',
          '在合同中约定验证方法和期限，节能效果不达标时供应商的责任',
          '合同能源管理（由节能服务公司投资、分享节省）的项目，分享比例和期限按验证后的实际节省计算，基准年数据要双方签字确认',
          '验证结果进入下一年度的能源预算，并作为后续改造的依据',
        ),
        note('节能降本工具按改造前后的用量和价格计算节省、回收期、净现值与内部收益率，可以把多个方案分别算出来比较。'),
      ),
    ],
  }
}
