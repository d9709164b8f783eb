import { describe, expect, it } from 'vitest'
import { calculateFeeStructures, feeStructuresDefaults } from '#common/applets/fee-structures'
import { calculatePip, pipDefaults, pipScopes } from '#common/applets/pip'
import { calculateStaffing, staffingDefaults } from '#common/applets/staffing'
import { toolSummarySchema } from '#common/applets/summary'
import { positionings } from '#common/intel'
import { feeStructuresSheets, feeStructuresSummary } from './fee-structures-export.ts'
import { pipSheets, pipSummary } from './pip-view.ts'
import { staffingSheets, staffingSummary } from './staffing-view.ts'

describe('fee structures, staffing and PIP exports', () => {
  it('fit every segment’s PDF summary on one page', () => {
    for (const segment of positionings) {
      const fee = feeStructuresDefaults(segment, 'tier1')
      const feeSummary = toolSummarySchema.safeParse(feeStructuresSummary(fee, calculateFeeStructures(fee)))
      expect(feeSummary.error?.issues ?? []).toEqual([])
      const staff = staffingDefaults(segment)
      expect(toolSummarySchema.safeParse(staffingSummary(staff, calculateStaffing(staff))).error?.issues ?? []).toEqual(
        [],
      )
      for (const scope of pipScopes) {
        const pip = pipDefaults(segment, scope)
        expect(toolSummarySchema.safeParse(pipSummary(pip, calculatePip(pip))).error?.issues ?? []).toEqual([])
      }
    }
  })

  it('puts the owner’s flows of each structure, year 0 included, in the workbook', () => {
    const input = feeStructuresDefaults('midscale', 'tier2')
    const result = calculateFeeStructures(input)
    const [comparison, base, downside, assumptions] = feeStructuresSheets(input, result)
    expect([comparison?.name, base?.name, downside?.name, assumptions?.name]).toEqual([
      '对比汇总',
      '基准情景',
      '下行情景',
      '假设',
    ])
    const franchise = base?.rows.find((r) => r[0] === '业主现金流：特许经营')
    expect(franchise?.[1]).toBeCloseTo(-result.initialFee, 2)
    expect(franchise).toHaveLength(12)
    expect(assumptions?.rows).toContainEqual(['客房数', 300, '间'])
  })

  it('writes the departments with a total, and the PIP’s year-0 outlay', () => {
    const staff = staffingDefaults('upscale')
    const staffResult = calculateStaffing(staff)
    const [departments] = staffingSheets(staff, staffResult)
    expect(departments?.rows.at(-1)?.[1]).toBe(staffResult.headcount)

    const pip = pipDefaults('upscale', 'full')
    const pipResult = calculatePip(pip)
    const [yearly, , assumptions] = pipSheets(pip, pipResult)
    expect(yearly?.rows[1]?.[1]).toBeCloseTo(-pipResult.outlay, 2)
    expect(assumptions?.rows).toContainEqual(['改造范围', '整体改造换牌', ''])
  })
})
