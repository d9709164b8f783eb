import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const base = { DATA_DIR: '/tmp/hic-config-test', JWT_SECRET: 'x'.repeat(40) }

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base)
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('127.0.0.1')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.seedDemo).toBe(true)
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
  ])('names the variable of a bad value %o on one line', (env, pattern) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(pattern)
    try {
      loadConfig({ ...base, ...env })
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('refuses production without a JWT secret or with the console SMS provider', () => {
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/)
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=console/)
  })

  it('requires every Aliyun setting when the Aliyun provider is chosen', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET is required/,
    )
  })
})
