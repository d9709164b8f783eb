import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDir } from '#server/lib/data-files'
import { readAs } from '#server/test-support/data-file'
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
    const text = readFileSync(join(contentDir, file), 'utf8')
      .replace('{ product: 11, quantity: 480 }', '{ product: 99, quantity: 480 }')
      .replace(
        '{ action: approve, by: "13800000001", at: 2026-10-09',
        '{ action: accept, by: "13800000001", at: 2026-10-09',
      )
    const line = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length
    const { message } = readAs(file, text, procurementDemoSchema)
    expect(message).toContain(
      `content/${file}:${line('product: 99')}: requests[0].lines[1].product: 目录中没有这个编号的产品`,
    )
    expect(message).toContain(`content/${file}:${line('action: accept')}: requests[1].steps[1].action: `)
  })
})
