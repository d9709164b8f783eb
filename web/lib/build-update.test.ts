import { describe, expect, it } from 'vitest'
import { BUILD_CHECK_INTERVAL_MS, isUpdateAvailable } from './build-update.ts'

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status })

describe('update check', () => {
  it('checks every hour', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000)
  })

  it('signals an update only when builds/latest.json names another id', async () => {
    await expect(isUpdateAvailable('b1', answer({ id: 'b2' }))).resolves.toBe(true)
    await expect(isUpdateAvailable('b1', answer({ id: 'b1' }))).resolves.toBe(false)
    await expect(isUpdateAvailable('b1', answer({}))).resolves.toBe(false)
    await expect(isUpdateAvailable('b1', answer({ id: 'b2' }, 503))).resolves.toBe(false)
  })
})
