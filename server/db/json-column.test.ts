import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonColumn } from './json-column.ts'

describe('jsonColumn', () => {
  const tags = jsonColumn(z.array(z.string()), { name: 'design_cases.tags' })
  const rule = jsonColumn(z.object({ kind: z.enum(['public', 'admin']) }), {
    fallback: () => ({ kind: 'admin' as const }),
  })

  it('reads stored JSON through the schema', () => {
    expect(tags('["大堂","客房"]')).toEqual(['大堂', '客房'])
    expect(rule('{"kind":"public","extra":1}')).toEqual({ kind: 'public' })
  })

  it('refuses text that is not JSON or not of the shape, naming the column', () => {
    expect(() => tags('not json')).toThrow('design_cases.tags: stored text is not JSON')
    expect(() => tags('[1,2]')).toThrow(/design_cases\.tags: stored value does not match its schema/)
    expect(() => tags('{"a":1}')).toThrow(/does not match/)
  })

  it('reads damaged text as the fallback when the column has one', () => {
    expect(rule('')).toEqual({ kind: 'admin' })
    expect(rule('{"kind":"everyone"}')).toEqual({ kind: 'admin' })
    expect(rule('null')).toEqual({ kind: 'admin' })
  })

  it('applies the schema transforms', () => {
    const list = jsonColumn(z.array(z.unknown()).transform((v) => v.filter((x): x is string => typeof x === 'string')))
    expect(list('["a",2,"b",null]')).toEqual(['a', 'b'])
  })
})
