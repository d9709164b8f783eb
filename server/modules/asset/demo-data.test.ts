import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readBrokenCopy } from '#server/test-support/data-file'
import { demoAssetSchema, demoAssets } from './seed.ts'

const file = 'demo/assets.yaml'

describe('demo asset data', () => {
  it('gives each demo asset an agreement with a performance test', () => {
    expect(demoAssets.map((a) => a.hotel)).toEqual(['sanya-bay-resort', 'yalong-bay-resort', 'west-lake-retreat'])
    expect(demoAssets.every((a) => a.terms.performance_test !== null)).toBe(true)
  })

  it('refuses a hotel that no organization owns and an unknown fee basis, naming the file, line and field', () => {
    const { message, line } = readBrokenCopy(
      file,
      z.array(demoAssetSchema),
      ['hotel: yalong-bay-resort', 'hotel: yalong-bay-hotel'],
      ['incentive_basis: gop', 'incentive_basis: revenue'],
    )
    expect(message).toContain(
      `content/${file}:${line('hotel: yalong-bay-hotel')}: [1].hotel: 不是 portals.yaml 中机构自有的演示酒店`,
    )
    expect(message).toContain(`content/${file}:${line('incentive_basis: revenue')}: [1].terms.incentive_basis: `)
  })
})
