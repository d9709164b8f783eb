import { describe, expect, it } from 'vitest'
import { readBrokenCopy } from '#server/test-support/data-file'
import { catalogueSchema, demoProducts, demoSuppliers } from './seed-catalogue.ts'

const file = 'demo/procurement-catalogue.yaml'

describe('demo procurement catalogue', () => {
  it('loads every supplier and product', () => {
    expect(demoSuppliers.length).toBeGreaterThan(0)
    expect(demoProducts.every((p) => demoSuppliers.some((s) => s.n === p.supplier))).toBe(true)
  })

  it('refuses a product of an unknown supplier or category, naming the file, line and field', () => {
    const refused = (from: string, to: string) => {
      const { message, line } = readBrokenCopy(file, catalogueSchema, [from, to])
      return { line: line(to), message }
    }
    const supplier = refused('{ n: 2, supplier: 1,', '{ n: 2, supplier: 99,')
    expect(supplier.message).toContain(`content/${file}:${supplier.line}: products[1].supplier: 没有编号为 99 的供应商`)
    const category = refused('{ n: 3, supplier: 1, category: ffe,', '{ n: 3, supplier: 1, category: furniture,')
    expect(category.message).toContain(`content/${file}:${category.line}: products[2].category: `)
  })
})
