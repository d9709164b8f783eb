import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'

// A Chinese provider's raster tiles (AMap road map): GCJ-02 like the shipped city coordinates (ADR 042).
const AMAP = 'https://webrd01.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'

describe('map tile provider setting', async () => {
  const { app } = await createTestApp({ env: { MAP_TILE_URL: AMAP, MAP_TILE_ATTRIBUTION: '© 高德地图' } })
  const auth = await loginAs(app, '13800000001')

  it('hands the configured tile template and credit to the map unchanged', async () => {
    const res = await app.inject({ url: '/api/v1/map/config', headers: auth })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ tile_url: AMAP, attribution: '© 高德地图' })
  })

  it('refuses to start with a tile URL that is not http(s)', async () => {
    await expect(createTestApp({ env: { MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' } })).rejects.toThrow(
      /MAP_TILE_URL/,
    )
  })
})
