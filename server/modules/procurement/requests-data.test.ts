import { describe, expect, it } from 'vitest'
import { expectRefusals } from '#server/test-support/data-file'
import { procurementDemo, procurementDemoSchema } from './seed.ts'
import { demoProducts } from './seed-catalogue.ts'

const file = 'demo/procurement-requests.yaml'

describe('demo procurement requests', () => {
  it('loads numbered requests whose catalogue lines name products of the catalogue', () => {
    const numbers = procurementDemo.requests.map((r) => r.n)
    expect(new Set(numbers).size).toBe(numbers.length)
    const lines = procurementDemo.requests.flatMap((r) => r.lines)
    expect(lines.filter((l) => 'product' in l).length).toBeGreaterThan(0)
    for (const l of lines) if ('product' in l) expect(demoProducts.some((p) => p.n === l.product)).toBe(true)
  })

  it('refuses a product not in the catalogue and an unknown action, naming the file, line and field', () => {
    expectRefusals(file, procurementDemoSchema, [
      {
        change: ['{ product: 11, quantity: 480 }', '{ product: 99, quantity: 480 }'],
        says: 'requests[0].lines[1].product: 目录中没有这个编号的产品',
      },
      {
        change: [
          '{ action: approve, by: "13800000001", at: 2026-10-09',
          '{ action: accept, by: "13800000001", at: 2026-10-09',
        ],
        says: 'requests[1].steps[1].action: ',
      },
    ])
  })
})
