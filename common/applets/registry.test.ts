import { describe, expect, it } from 'vitest'
import { isTopicKey } from '../topics.ts'
import { appletNames, appletPath, applets, isAppletName } from './registry.ts'

describe('applet registry', () => {
  it('knows the ten built-in tools', () => {
    expect(appletNames).toHaveLength(10)
    expect(appletNames).toEqual(expect.arrayContaining(['feasibility', 'loan-sizing', 'valuation', 'fee-structures']))
    expect(appletNames.every(isAppletName)).toBe(true)
    expect(appletPath('budget')).toBe('/applet/budget')
  })

  it('refuses unknown names, inherited object keys and odd spellings', () => {
    for (const name of ['nope', 'constructor', 'toString', '__proto__', 'Feasibility', ' budget', 'benchmark', '']) {
      expect(isAppletName(name)).toBe(false)
    }
  })

  it('links every tool from the smartTools topic and only from real topics', () => {
    for (const name of appletNames) {
      expect(applets[name].topics).toContain('smartTools')
      expect(applets[name].topics.every(isTopicKey)).toBe(true)
    }
  })
})
