import {
  type BoundFlag,
  type MarketSegment,
  marketSegmentLabels,
  marketSegments,
  type StudyAssumptions,
} from './schemas.ts'

/**
 * Plausible bounds of the study's assumptions (issue 34, point 9). Outside them an input is not refused — a market
 * can be exceptional — but flagged with the bound, so the consultant confirms it and states its evidence. The bounds
 * are 测算假设 (the firm's review thresholds, not published figures), set as follows:
 * - demand growth per market segment −5 % to +10 % a year: a sustained decline or a growth above 10 % a year over ten
 *   years needs a named cause (a new demand generator belongs in induced demand instead);
 * - stabilized penetration 50 % to 150 % of fair share: beyond that the subject would be a different product from
 *   the comp set it is measured against, which should then be redrawn;
 * - ramp-up penetration at least 50 % of the stabilized one in any year;
 * - pipeline weights: opening 75–100 %, under construction 40–100 %, signed 0–75 %, and never a less certain status
 *   weighted above a more certain one;
 * - ADR index 70 % to 140 % of the comp set: further off, the comp set is not the subject's competition;
 * - ADR growth −5 % to +8 % a year; unaccommodated demand at most 15 % of accommodated demand.
 */
type Bound = { min: number; max: number }

export const studyBounds = {
  demandGrowth: { min: -5, max: 10 },
  penetration: { min: 50, max: 150 },
  penetrationRamp: { min: 50, max: 100 },
  statusWeights: {
    opening: { min: 75, max: 100 },
    under_construction: { min: 40, max: 100 },
    signed: { min: 0, max: 75 },
  },
  adrIndex: { min: 70, max: 140 },
  adrGrowthPct: { min: -5, max: 8 },
  unaccommodatedPct: { min: 0, max: 15 },
} as const satisfies Record<string, Bound | Record<string, Bound>>

const fmt = (v: number) => String(Math.round(v * 100) / 100)

function check(field: string, label: string, value: number, bound: Bound, unit = '%'): BoundFlag | null {
  if (value >= bound.min && value <= bound.max) return null
  const side = value < bound.min ? `低于合理下限 ${fmt(bound.min)}${unit}` : `高于合理上限 ${fmt(bound.max)}${unit}`
  return {
    field,
    value,
    min: bound.min,
    max: bound.max,
    message: `${label} ${fmt(value)}${unit}${side}（合理区间 ${fmt(bound.min)}${unit}–${fmt(bound.max)}${unit}，测算假设），请核实并注明依据`,
  }
}

export function checkStudyBounds(a: StudyAssumptions): BoundFlag[] {
  const flags: (BoundFlag | null)[] = []
  const seg = (s: MarketSegment) => marketSegmentLabels[s]
  for (const s of marketSegments) {
    flags.push(check(`demandGrowth.${s}`, `${seg(s)}需求年增长率`, a.demandGrowth[s].value, studyBounds.demandGrowth))
    flags.push(check(`penetration.${s}`, `${seg(s)}稳定期渗透率`, a.penetration[s].value, studyBounds.penetration))
  }
  a.penetrationRamp.value.forEach((v, i) => {
    flags.push(check(`penetrationRamp.${i}`, `开业第 ${i + 1} 年渗透率爬坡系数`, v, studyBounds.penetrationRamp))
  })
  const w = a.statusWeights
  flags.push(check('statusWeights.opening', '即将开业项目计入权重', w.opening.value, studyBounds.statusWeights.opening))
  flags.push(
    check(
      'statusWeights.under_construction',
      '在建项目计入权重',
      w.under_construction.value,
      studyBounds.statusWeights.under_construction,
    ),
  )
  flags.push(check('statusWeights.signed', '已签约项目计入权重', w.signed.value, studyBounds.statusWeights.signed))
  // Certainty order: a signed project cannot count more than one under construction, nor that more than one opening.
  if (w.under_construction.value > w.opening.value)
    flags.push({
      field: 'statusWeights.under_construction',
      value: w.under_construction.value,
      min: 0,
      max: w.opening.value,
      message: `在建项目计入权重 ${fmt(w.under_construction.value)}% 高于即将开业项目的 ${fmt(w.opening.value)}%，在建项目的确定性更低，权重不应更高`,
    })
  if (w.signed.value > w.under_construction.value)
    flags.push({
      field: 'statusWeights.signed',
      value: w.signed.value,
      min: 0,
      max: w.under_construction.value,
      message: `已签约项目计入权重 ${fmt(w.signed.value)}% 高于在建项目的 ${fmt(w.under_construction.value)}%，已签约项目的确定性更低，权重不应更高`,
    })
  flags.push(check('adrIndex', '平均房价指数（相对竞争组合）', a.adrIndex.value, studyBounds.adrIndex))
  flags.push(check('adrGrowthPct', '房价年增长率', a.adrGrowthPct.value, studyBounds.adrGrowthPct))
  flags.push(
    check(
      'latentDemand.unaccommodatedPct',
      '未满足需求比例',
      a.latentDemand.unaccommodatedPct.value,
      studyBounds.unaccommodatedPct,
    ),
  )
  return flags.filter((f): f is BoundFlag => f !== null)
}
