import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectRefusals } from '#server/test-support/data-file'
import { demoAssetSchema, demoAssets } from './seed.ts'

const file = 'demo/assets.yaml'

describe('demo asset data', () => {
  it('gives each demo asset an agreement with a performance test', () => {
    expect(demoAssets.map((a) => a.hotel)).toEqual(['sanya-bay-resort', 'yalong-bay-resort', 'west-lake-retreat'])
    expect(demoAssets.every((a) => a.terms.performance_test !== null)).toBe(true)
  })

  it('refuses a hotel that no organization owns and an unknown fee basis, naming the file, line and field', () => {
    expectRefusals(file, z.array(demoAssetSchema), [
      {
        change: ['hotel: yalong-bay-resort', 'hotel: yalong-bay-hotel'],
        says: '[1].hotel: 不是 portals.yaml 中机构自有的演示酒店',
      },
      { change: ['incentive_basis: gop', 'incentive_basis: revenue'], says: '[1].terms.incentive_basis: ' },
    ])
  })
})
