import { z } from 'zod'

/** What the asset routes answer and accept (validated on the way out, read by the web app). */

const num = z.number().nullable()
export const kpiSet = z.object({
  occupancy: num,
  adr: num,
  revpar: num,
  trevpar: num,
  total_revenue: z.number(),
  gop: z.number(),
  gop_margin: num,
  goppar: num,
  ebitda: z.number(),
  ebitda_margin: num,
})
export type KpiSet = z.infer<typeof kpiSet>

const period = z.object({
  label: z.string(),
  actual: kpiSet,
  budget: kpiSet.nullable(),
  last_year: kpiSet.nullable(),
  flow_through_budget: num,
  flow_through_last_year: num,
  index: z.object({ mpi: num, ari: num, rgi: num }),
})

export const alertThresholds = z.object({
  revenue_pct: z.number().min(0, '阈值不能为负数').max(100, '阈值不能超过 100'),
  revpar_pct: z.number().min(0, '阈值不能为负数').max(100, '阈值不能超过 100'),
  gop_pct: z.number().min(0, '阈值不能为负数').max(100, '阈值不能超过 100'),
  ebitda_pct: z.number().min(0, '阈值不能为负数').max(100, '阈值不能超过 100'),
})
export type AlertThresholds = z.infer<typeof alertThresholds>
export const defaultThresholds: AlertThresholds = { revenue_pct: 5, revpar_pct: 5, gop_pct: 5, ebitda_pct: 10 }

export const agreementTerms = z.object({
  base_fee_pct: z.number().min(0, '基本管理费率不能为负数').max(20, '基本管理费率不能超过 20%'),
  incentive_fee_pct: z.number().min(0, '奖励管理费率不能为负数').max(50, '奖励管理费率不能超过 50%'),
  incentive_basis: z.enum(['gop', 'adjusted_gop'], { error: '奖励管理费基数只能是 GOP 或调整后 GOP' }),
  owner_priority: z.number().min(0, '业主优先回报不能为负数'),
  ffe_reserve_pct: z.number().min(0, 'FF&E 准备金率不能为负数').max(10, 'FF&E 准备金率不能超过 10%'),
  key_money: z.number().min(0, '签约保证金（Key Money）不能为负数'),
  performance_test: z
    .object({
      revpar_index_below: z.number().min(0).max(200, 'RevPAR 指数门槛应在 0–200 之间'),
      gop_shortfall_pct: z.number().min(0).max(100, 'GOP 低于预算的幅度应在 0–100% 之间'),
      years: z.number().int('连续年数须为整数').min(1).max(5, '连续年数应在 1–5 之间'),
    })
    .nullable(),
})

export const feeYear = z.object({
  year: z.number(),
  months: z.number(),
  checks: z.array(
    z.object({
      item: z.enum(['base_fee', 'incentive_fee', 'ffe_reserve']),
      expected: z.number(),
      charged: z.number(),
      difference: z.number(),
      flagged: z.boolean(),
    }),
  ),
})

/** A year-to-date shortfall against budget or last year larger than the owner's threshold for that metric. */
const alert = z.object({ metric: z.string(), basis: z.string(), variance_pct: z.number(), threshold: z.number() })
export type Alert = z.infer<typeof alert>

/** An alert as the dashboard and the quarterly review both word it: GOP 较预算 -20.0%（阈值 −5%）. */
export const alertText = (a: Alert) => `${a.metric} 较${a.basis} ${a.variance_pct.toFixed(1)}%（阈值 −${a.threshold}%）`

export const dashboardAnswer = z.object({
  hotel: z.object({ id: z.string(), name: z.string(), rooms: z.number(), positioning: z.string() }),
  latest_month: z.string().nullable(),
  is_demo: z.boolean(),
  month: period.nullable(),
  /** The calendar quarter ending with the latest month, when the latest month ends a quarter. */
  quarter: period.nullable().optional(),
  ytd: period.nullable(),
  trend: z.array(
    z.object({
      month: z.string(),
      revpar: num,
      revpar_budget: num,
      revpar_comp: num,
      occupancy: num,
      adr: num,
      gop: num,
      gop_budget: num,
      gop_margin: num,
    }),
  ),
  comp_set: z.object({ hotels: z.number(), rule: z.string() }),
  thresholds: alertThresholds,
  alerts: z.array(alert),
  agreement: agreementTerms.nullable(),
  fees: z.array(feeYear),
  performance_test: z
    .object({
      failed: z.boolean(),
      years: z.array(
        z.object({
          year: z.number(),
          revpar_index: num,
          gop: z.number(),
          budget_gop: num,
          shortfall_pct: num,
          index_fail: z.boolean(),
          gop_fail: z.boolean(),
          failed: z.boolean(),
        }),
      ),
    })
    .nullable(),
})
export type DashboardAnswer = z.infer<typeof dashboardAnswer>
export type DashboardPeriod = z.infer<typeof period>

export const portfolioAnswer = z.object({
  hotels: z.array(z.object({ id: z.string(), name: z.string(), latest_month: z.string().nullable() })),
})
