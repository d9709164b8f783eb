import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { flatten, inputsFromSearch, searchFromInputs } from './url-inputs.ts'

const schema = z.object({
  segment: z.enum(['upscale', 'midscale']),
  rooms: z.number().int().min(10),
  hotel: z.object({ adr: z.number().positive() }),
  months: z.array(z.object({ occ: z.number().min(0).max(100) })),
})
type Input = z.infer<typeof schema>
const defaults: Input = { segment: 'upscale', rooms: 300, hotel: { adr: 650 }, months: [{ occ: 70 }, { occ: 72 }] }

describe('tool inputs in the URL', () => {
  it('round-trips nested inputs and arrays through a query string', () => {
    const input: Input = {
      segment: 'midscale',
      rooms: 120,
      hotel: { adr: 0.1 + 0.2 },
      months: [{ occ: 55 }, { occ: 66 }],
    }
    const search = searchFromInputs(input)
    expect(search).toBe('segment=midscale&rooms=120&hotel.adr=0.3&months.0.occ=55&months.1.occ=66')
    expect(inputsFromSearch(new URLSearchParams(search), schema, defaults)).toEqual({
      input: { ...input, hotel: { adr: 0.3 } },
      ignored: [],
    })
  })

  it('keeps the defaults for parameters that are missing', () => {
    expect(inputsFromSearch(new URLSearchParams('rooms=88'), schema, defaults).input).toEqual({
      ...defaults,
      rooms: 88,
    })
  })

  it('replaces each unusable parameter by its default alone and names it', () => {
    const result = inputsFromSearch(
      new URLSearchParams('rooms=abc&hotel.adr=-5&segment=palace&months.1.occ=80&extra=1'),
      schema,
      defaults,
    )
    expect(result.input).toEqual({ ...defaults, months: [{ occ: 70 }, { occ: 80 }] })
    expect(result.ignored.sort()).toEqual(['hotel.adr', 'rooms', 'segment'])
  })

  it('flattens only numbers and strings', () => {
    expect(flatten({ a: 1, b: 'x', c: null, d: [true] })).toEqual({ a: 1, b: 'x' })
  })
})
