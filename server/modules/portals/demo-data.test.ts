import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectRefusals } from '#server/test-support/data-file'
import { demoLinkSchema, demoLinks } from './seed.ts'

const file = 'demo/portals.yaml'

describe('demo portal links', () => {
  it('links the management group, the owner, the single hotel and the association', () => {
    expect(demoLinks.map((l) => l.org)).toEqual(['management_group', 'owner', 'single_hotel', 'association'])
  })

  it('refuses an unknown organization and a fractional room count, naming the file, line and field', () => {
    expectRefusals(file, z.array(demoLinkSchema), [
      { change: ['org: owner', 'org: landlord'], says: '[1].org: ' },
      { change: ['rooms: 46', 'rooms: 46.5'], says: '[2].own[0].rooms: ' },
    ])
  })
})
