import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentDir } from '#server/lib/data-files'
import { readAs } from '#server/test-support/data-file'
import { demoLinkSchema, demoLinks } from './seed.ts'

const file = 'demo/portals.yaml'

describe('demo portal links', () => {
  it('links the management group, the owner, the single hotel and the association', () => {
    expect(demoLinks.map((l) => l.org)).toEqual(['management_group', 'owner', 'single_hotel', 'association'])
  })

  it('refuses an unknown organization and a fractional room count, naming the file, line and field', () => {
    const text = readFileSync(join(contentDir, file), 'utf8')
      .replace('org: owner', 'org: landlord')
      .replace('rooms: 46', 'rooms: 46.5')
    const line = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length
    const { message } = readAs(file, text, z.array(demoLinkSchema))
    expect(message).toContain(`content/${file}:${line('org: landlord')}: [1].org: `)
    expect(message).toContain(`content/${file}:${line('rooms: 46.5')}: [2].own[0].rooms: `)
  })
})
