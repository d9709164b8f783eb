import { describe, expect, it } from 'vitest'
import { gdpPerResident } from './profile-figures.ts'

const value = (v: number, asOf: string) => ({ value: v, citation: { as_of: asOf } })

describe('GDP per resident', () => {
  it("divides a year's GDP (亿元) by the same year's resident population (万人), in 元", () => {
    // 北京 2024 as its bulletin gives them: 49,843.1 亿元 and 2,183.2 万人.
    expect(gdpPerResident(value(49843.1, '2024'), value(2183.2, '2024'))).toEqual({ yuan: 228303, year: '2024' })
  })

  it('gives nothing when the two figures are for different years or one is missing', () => {
    expect(gdpPerResident(value(3635.62, '2024'), value(866.6, '2023'))).toBeNull()
    expect(gdpPerResident(null, value(866.6, '2023'))).toBeNull()
    expect(gdpPerResident(value(3635.62, '2024'), null)).toBeNull()
  })
})
