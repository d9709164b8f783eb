import { describe, expect, it } from 'vitest'
import { contentDisposition, parseRange } from './routes.ts'
import { cleanName } from './upload.ts'

describe('download helpers', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
  ])('reads the range %s of a 1000-byte file', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range)
  })

  it.each(['bytes=1000-', 'bytes=5-1', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6'])('refuses the range %s', (header) => {
    expect(parseRange(header, 1000)).toBeUndefined()
  })

  it('keeps a Chinese name for every browser and strips paths and control characters', () => {
    expect(contentDisposition('attachment', '年报 "2025".pdf')).toBe(
      `attachment; filename="__ _2025_.pdf"; filename*=UTF-8''${encodeURIComponent('年报 "2025".pdf')}`,
    )
    expect(cleanName('C:\\Users\\x\\..\\报告\u0000.pdf')).toBe('报告.pdf')
    expect(cleanName('../../etc/passwd')).toBe('passwd')
    expect(cleanName('')).toBe('file')
  })
})
