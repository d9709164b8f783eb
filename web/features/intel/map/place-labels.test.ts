import { describe, expect, it } from 'vitest'
import districts from '#common/china-districts.json'
import { cityRows } from '#common/cities'
import provinces from './china-provinces.json'
import { cityLabels, labelsWithin, loadDistrictLabels, provinceKey, provinceLabels, shortName } from './place-labels.ts'

const collection = provinces as GeoJSON.FeatureCollection

describe('place labels of the offline map', () => {
  it('names every city of the shipped table at its seat, without the 市 suffix', () => {
    const labels = cityLabels()
    expect(labels).toHaveLength(cityRows.length)
    expect(labels.find((l) => l.name === '杭州')).toEqual({ name: '杭州', lat: 30.287459, lng: 120.153576 })
    expect(shortName('延边朝鲜族自治州')).toBe('延边朝鲜族自治州')
    expect(shortName('阿拉善盟')).toBe('阿拉善盟')
  })

  it('names each province once, inside China, with the same short name as the outline', () => {
    const labels = provinceLabels(collection)
    expect(labels.map((l) => l.name).sort()).toEqual(collection.features.map((f) => String(f.properties?.name)).sort())
    for (const label of labels) {
      expect(label.lng, label.name).toBeGreaterThan(73)
      expect(label.lng, label.name).toBeLessThan(136)
      expect(label.lat, label.name).toBeGreaterThan(15)
      expect(label.lat, label.name).toBeLessThan(54)
    }
    const zhejiang = labels.find((l) => l.name === '浙江')
    // Between Hangzhou, Ningbo and Wenzhou, not in the sea.
    expect(zhejiang?.lat).toBeGreaterThan(28.5)
    expect(zhejiang?.lat).toBeLessThan(30.5)
    expect(zhejiang?.lng).toBeGreaterThan(119.5)
    expect(zhejiang?.lng).toBeLessThan(121)
  })

  it('agrees on province names across the two tables', () => {
    expect(provinceKey('广西壮族自治区')).toBe('广西')
    expect(provinceKey('新疆维吾尔自治区')).toBe('新疆')
    expect(provinceKey('宁夏回族自治区')).toBe('宁夏')
    expect(provinceKey('内蒙古自治区')).toBe('内蒙古')
    expect(provinceKey('香港特别行政区')).toBe('香港')
    expect(provinceKey('北京市')).toBe('北京')
    expect(provinceKey('浙江省')).toBe('浙江')
  })

  it('names districts and counties as of the 2023 code list, inside China, at their own place', async () => {
    const labels = await loadDistrictLabels()
    expect(labels.length).toBe((districts as unknown[]).length)
    expect(labels.length).toBeGreaterThan(2500)
    for (const label of labels) {
      expect(label.lng, label.name).toBeGreaterThan(73)
      expect(label.lng, label.name).toBeLessThan(136)
      expect(label.lat, label.name).toBeGreaterThan(15)
      expect(label.lat, label.name).toBeLessThan(54)
    }
    const names = new Set(labels.map((l) => l.name))
    // Hangzhou since 2021: 下城区 and 江干区 merged away, 临安 a district.
    expect(names.has('下城区')).toBe(false)
    expect(names.has('江干区')).toBe(false)
    expect(names.has('临安区')).toBe(true)
    // Two 西湖区 (Hangzhou, Nanchang), each near its own city.
    const westLakes = labels.filter((l) => l.name === '西湖区').map((l) => Math.round(l.lng))
    expect(westLakes.sort()).toEqual([116, 120])
  })

  it('draws only the labels inside the view', () => {
    const labels = [
      { name: '上城区', lat: 30.242, lng: 120.169 },
      { name: '朝阳区', lat: 39.921, lng: 116.486 },
    ]
    expect(labelsWithin(labels, [30, 120, 30.5, 120.5]).map((l) => l.name)).toEqual(['上城区'])
    expect(labelsWithin(labels, [0, 0, 1, 1])).toEqual([])
  })
})
