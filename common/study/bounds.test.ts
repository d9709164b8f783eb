import { describe, expect, it } from 'vitest'
import { checkStudyBounds } from './bounds.ts'
import { defaultStudyAssumptions } from './defaults.ts'
import { type StudyAssumptions, studyAssumptionsSchema } from './schemas.ts'

const defaults = defaultStudyAssumptions({
  segment: 'upper_midscale',
  tier: 'tier2',
  rooms: 200,
  baseYear: 2025,
  openingYear: 2028,
})
const assumed = <T>(value: T) => ({ value, source: null })

describe('plausible bounds of the study’s assumptions', () => {
  it('raises nothing on the defaults', () => {
    expect(checkStudyBounds(defaults)).toEqual([])
  })

  it('flags growth, penetration, ramp, ADR index and latent demand outside their bounds, naming the bound', () => {
    const a: StudyAssumptions = {
      ...defaults,
      demandGrowth: { ...defaults.demandGrowth, leisure: assumed(12) },
      penetration: { ...defaults.penetration, commercial: assumed(40) },
      penetrationRamp: assumed([30, 90]),
      adrIndex: assumed(150),
      adrGrowthPct: assumed(-6),
      latentDemand: { unaccommodatedPct: assumed(20), induced: [] },
    }
    const flags = checkStudyBounds(a)
    const by = (field: string) => flags.find((f) => f.field === field)
    expect(by('demandGrowth.leisure')).toMatchObject({ value: 12, min: -5, max: 10 })
    expect(by('demandGrowth.leisure')?.message).toBe(
      '休闲度假需求年增长率 12%高于合理上限 10%（合理区间 -5%–10%，测算假设），请核实并注明依据',
    )
    expect(by('penetration.commercial')?.message).toContain('低于合理下限 50%')
    expect(by('penetrationRamp.0')?.message).toContain('开业第 1 年')
    expect(by('penetrationRamp.1')).toBeUndefined()
    expect(by('adrIndex')?.message).toContain('高于合理上限 140%')
    expect(by('adrGrowthPct')?.message).toContain('低于合理下限 -5%')
    expect(by('latentDemand.unaccommodatedPct')?.max).toBe(15)
    expect(flags).toHaveLength(6)
  })

  it('flags status weights outside their bounds and out of the order of certainty', () => {
    const a: StudyAssumptions = {
      ...defaults,
      statusWeights: { signed: assumed(90), under_construction: assumed(60), opening: assumed(50) },
    }
    const flags = checkStudyBounds(a)
    const fields = flags.map((f) => f.field)
    // opening 50 < 75; signed 90 > 75; under construction above opening; signed above under construction
    expect(fields).toEqual([
      'statusWeights.opening',
      'statusWeights.signed',
      'statusWeights.under_construction',
      'statusWeights.signed',
    ])
    expect(flags[2]?.message).toBe('在建项目计入权重 60% 高于即将开业项目的 50%，在建项目的确定性更低，权重不应更高')
  })
})

describe('assumption schema (bad input)', () => {
  const parse = (a: unknown) => studyAssumptionsSchema.safeParse(a)
  const messages = (a: unknown) => {
    const r = parse(a)
    return r.success ? [] : r.error.issues.map((i) => i.message)
  }

  it('accepts the defaults', () => {
    expect(parse(defaults).success).toBe(true)
  })

  it('refuses a mix that does not add to 100 %', () => {
    const a = { ...defaults, demandMix: { ...defaults.demandMix, leisure: assumed(30) } }
    expect(messages(a)).toContain('三个细分市场的占比合计须为 100%')
  })

  it('refuses an opening year not after the base year, or too far', () => {
    expect(messages({ ...defaults, openingYear: 2025 })).toContain('开业年份须晚于基准年')
    expect(messages({ ...defaults, openingYear: 2040 })).toContain('开业年份距基准年不能超过 10 年')
  })

  it('refuses out-of-range numbers, missing values and bad sources with Chinese messages', () => {
    expect(messages({ ...defaults, adrIndex: assumed(500) })).toContain('平均房价指数不能大于 400%')
    expect(messages({ ...defaults, adrIndex: assumed(null) })).toContain('请填写平均房价指数')
    expect(
      messages({ ...defaults, adrIndex: { value: 100, source: { title: '某报告', url: 'not a url' } } }),
    ).toContain('来源链接格式不正确')
    expect(messages({ ...defaults, adrIndex: { value: 100, source: { title: ' ' } } })).toContain('请填写来源名称')
    expect(messages({ ...defaults, penetrationRamp: assumed([80, 0]) })).toContain('爬坡系数不能小于 1%')
    expect(messages({ ...defaults, subjectRooms: 5 })).toContain('客房数不能少于 10 间')
  })
})
