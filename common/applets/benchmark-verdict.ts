import type { BenchmarkResult, IndexReading } from './benchmark.ts'

/**
 * The reading of a RevPAR index result, in the order a revenue manager reads it: RGI first (is the hotel getting
 * its fair share of revenue?), then the mix (is that from occupancy or from price?), then the months, then the
 * method. MPI alone never decides: MPI 100 with ARI 80 is a hotel losing a fifth of its fair revenue share.
 */
export function benchmarkVerdict(result: BenchmarkResult): string[] {
  return [rgiParagraph(result), mixParagraph(result), monthsParagraph(result), methodParagraph(result)]
}

const index = (v: number) => v.toFixed(1)
const pct = (fraction: number) => `${(fraction * 100).toFixed(1)}%`

const fractionWords: Record<number, string> = {
  2: '一半',
  3: '三分之一',
  4: '四分之一',
  5: '五分之一',
  10: '十分之一',
}

/** "五分之一（20.0%）" when the share is a simple fraction to within 0.2 points, else "12.3%". */
export function shareWords(fraction: number): string {
  for (const [n, words] of Object.entries(fractionWords)) {
    if (Math.abs(fraction - 1 / Number(n)) <= 0.002) return `${words}（${pct(fraction)}）`
  }
  return pct(fraction)
}

/** Spaces around a bare number inside a Chinese sentence, none around words. */
const inline = (words: string) => (/^\d/.test(words) ? ` ${words} ` : words)

function rgiParagraph({ year }: BenchmarkResult): string {
  const rgi = index(year.rgi)
  const gap = inline(shareWords(Math.abs(year.rgi - 100) / 100))
  if (year.readings.rgi === 'below') {
    return `全年 RGI 为 ${rgi}，低于 100：本酒店每间可售房收入只有竞争群的 ${rgi}%，少拿了${gap}的公平收入份额。判断输赢看 RGI，而不是出租率。`
  }
  if (year.readings.rgi === 'above') {
    return `全年 RGI 为 ${rgi}，高于 100：本酒店每间可售房收入是竞争群的 ${rgi}%，多拿了${gap}的公平收入份额，收入从竞争对手处夺得。`
  }
  return `全年 RGI 为 ${rgi}，与 100 持平：本酒店取得了与其规模相称的客房收入份额，既未多得也未少得。`
}

/** What RGI says about a mixed result (one index above 100, the other below). */
const mixedOutcome: Record<'occupancyLed' | 'rateLed', Record<IndexReading, string>> = {
  occupancyLed: {
    above: '让价换来的间夜足以弥补房价差，总收入仍高于公平份额；可在需求旺盛的日期收窄价差。',
    par: '让价换来的间夜刚好抵消房价差，降价没有带来额外收入。',
    below: '出租率虽然领先，但让价换来的间夜不足以弥补房价差，总收入低于公平份额：应收窄折扣，调整渠道与客源结构。',
  },
  rateLed: {
    above: '高房价弥补了少卖的间夜，总收入仍高于公平份额；需关注淡季出租率是否过低。',
    par: '高房价刚好抵消了少卖的间夜，总收入与公平份额持平。',
    below: '少卖的间夜超过了高房价带来的收入，价格可能抑制了需求：应检视淡季与周末价格。',
  },
}

function mixParagraph({ year }: BenchmarkResult): string {
  const m = `MPI ${index(year.mpi)}`
  const a = `ARI ${index(year.ari)}`
  const { mpi, ari, rgi } = year.readings
  const key = `${mpi}/${ari}` as const
  switch (key) {
    case 'above/above':
      return `量价齐优：出租率（${m}）与房价（${a}）都高于竞争群，收入优势来自两方面；可在旺季日期继续测试提价空间。`
    case 'above/par':
      return `优势来自出租率：房价与竞争群持平（${a}），出租率更高（${m}），以同样的价格多卖了间夜。`
    case 'above/below':
      return `以价换量：出租率领先（${m}），房价低于竞争群（${a}）。${mixedOutcome.occupancyLed[rgi]}`
    case 'par/above':
      return `优势来自房价：出租率与竞争群持平（${m}），房价更高（${a}），同样的间夜卖出了更高的价格。`
    case 'par/par':
      return `出租率（${m}）与房价（${a}）都与竞争群持平。`
    case 'par/below':
      return `出租率与竞争群持平（${m}），差距全部来自房价（${a}）：同样多的间夜卖得更便宜。重点在定价与客源结构（协议价、渠道价、高价房型的销售），而不在获客。`
    case 'below/above':
      return `以量换价：房价高于竞争群（${a}），出租率落后（${m}）。${mixedOutcome.rateLed[rgi]}`
    case 'below/par':
      return `房价与竞争群持平（${a}），差距全部来自出租率（${m}）：重点在获客，即渠道覆盖、协议客户、口碑与会员。`
    case 'below/below':
      return `量价双输：出租率（${m}）与房价（${a}）都落后于竞争群。需从产品状况、口碑评分、渠道与定价全面检视，并确认竞争群是否选得过高。`
  }
}

function monthsParagraph({ months }: BenchmarkResult): string {
  const below = months.filter((m) => m.rgi < 99.5).length
  const lowest = months.reduce((a, b) => (b.rgi < a.rgi ? b : a))
  const highest = months.reduce((a, b) => (b.rgi > a.rgi ? b : a))
  const n = months.length
  const count =
    below === 0
      ? `${n} 个月 RGI 均不低于 100`
      : below === n
        ? `${n} 个月 RGI 均低于 100`
        : `${n} 个月中有 ${below} 个月 RGI 低于 100`
  return `逐月看，${count}；最低在 ${lowest.month} 月（${index(lowest.rgi)}），最高在 ${highest.month} 月（${index(highest.rgi)}）。`
}

function methodParagraph({ method, fairShare }: BenchmarkResult): string {
  const basis = '全年指数按全年售出间夜与客房收入合计计算，而不是 12 个月指数的平均'
  if (method === 'day_weighted' || !fairShare) {
    return `${basis}；未填双方客房数，各月按天数加权（假设全年客房数不变）。`
  }
  return `${basis}。按客房数，本酒店的公平份额为 ${pct(fairShare.fairShare)}，实际取得间夜份额 ${pct(fairShare.demandShare)}、客房收入份额 ${pct(fairShare.revenueShare)}。`
}
