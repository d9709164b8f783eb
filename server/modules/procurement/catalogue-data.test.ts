import { describe, expect, it } from 'vitest'
import { expectRefusals } from '#server/test-support/data-file'
import { catalogueSchema, demoProducts, demoSuppliers } from './seed-catalogue.ts'

const file = 'demo/procurement-catalogue.yaml'

describe('demo procurement catalogue', () => {
  it('loads every supplier and product', () => {
    expect(demoSuppliers.length).toBeGreaterThan(0)
    expect(demoProducts.every((p) => demoSuppliers.some((s) => s.n === p.supplier))).toBe(true)
  })

  it('refuses a product of an unknown supplier or category, naming the file, line and field', () => {
    expectRefusals(file, catalogueSchema, [
      {
        change: ['{ n: 2, supplier: 1,', '{ n: 2, supplier: 99,'],
        says: 'products[1].supplier: 没有编号为 99 的供应商',
      },
    ])
    expectRefusals(file, catalogueSchema, [
      {
        change: ['{ n: 3, supplier: 1, category: ffe,', '{ n: 3, supplier: 1, category: furniture,'],
        says: 'products[2].category: ',
      },
    ])
  })
})
