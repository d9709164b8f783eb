import { describe, expect, it } from 'vitest'
import { secondName } from './names.ts'

describe('secondName', () => {
  it('gives the English name under a Chinese one', () => {
    expect(secondName({ name: '华住集团', name_en: 'H World Group' })).toBe('H World Group')
  })

  it('gives none when the English name repeats the name, or is missing', () => {
    expect(
      secondName({ name: 'Barony Hotels & Resorts Worldwide', name_en: 'Barony Hotels & Resorts Worldwide' }),
    ).toBe(undefined)
    expect(secondName({ name: 'EAST', name_en: ' east ' })).toBe(undefined)
    expect(secondName({ name: '金陵', name_en: null })).toBe(undefined)
  })
})
