import { describe, expect, it } from 'vitest'
import { isAppletName as routeAcceptsApplet } from '../routes.ts'
import { isTopicKey } from '../topics.ts'
import { appletNames, appletPath, applets, isAppletName } from './registry.ts'

describe('applet registry', () => {
  it('knows the four built-in tools', () => {
    expect(appletNames).toEqual(['feasibility', 'budget', 'benchmarking', 'savings'])
    expect(appletNames.every(isAppletName)).toBe(true)
    expect(appletPath('budget')).toBe('/applet/budget')
  })

  it('has every tool accepted by the route validation of /applet/:appName', () => {
    expect(appletNames.filter((name) => !routeAcceptsApplet(name))).toEqual([])
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
