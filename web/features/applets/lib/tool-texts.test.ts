import { describe, expect, it } from 'vitest'
import { breakEvenInputSchema } from '#common/applets/break-even'
import { feasibilityInputSchema } from '#common/applets/feasibility'
import { feeStructuresInputSchema } from '#common/applets/fee-structures'
import { pipInputSchema } from '#common/applets/pip'
import { breakEvenSections } from './break-even-view.ts'
import { feasibilitySections } from './feasibility-fields.ts'
import { feeStructuresSections } from './fee-structures-fields.ts'
import { pipSections } from './pip-view.ts'
import { fillText, textNotes, textSections } from './tool-texts.ts'

describe('tool texts', () => {
  it('fills the named values and leaves other braces as written', () => {
    expect(fillText('{a}，{b}', { a: '甲' })).toBe('甲，{b}')
  })

  it('builds sections with shared fields, figures by name and filled variants', () => {
    const sections = textSections<'rooms' | 'adr' | 'cost'>(
      {
        sections: [
          {
            title: '经营',
            fields: [
              'rooms',
              { name: 'adr', label: '平均房价', unit: '元', tooltip: '{note}' },
              { name: 'cost', label: '造价', unit: '元', benchmark: { key: 'dev.cost', variant: '{scope}' } },
            ],
          },
        ],
        notes: [],
      },
      { adr: { key: 'ops.adr' } },
      { note: '含税', scope: 'soft' },
    )
    expect(sections.flatMap((s) => s.fields)).toEqual([
      { name: 'rooms', label: '客房数', unit: '间' },
      { name: 'adr', label: '平均房价', unit: '元', tooltip: '含税', benchmark: { key: 'ops.adr' } },
      { name: 'cost', label: '造价', unit: '元', benchmark: { key: 'dev.cost', variant: 'soft' } },
    ])
  })

  it('fills the notes', () => {
    expect(textNotes({ notes: [{ term: '口径', text: '{x}。' }] }, { x: '估算' })).toEqual([
      { term: '口径', text: '估算。' },
    ])
  })
})

describe('the texts files', () => {
  it('name only inputs of the tool’s formula', () => {
    const tools = [
      [breakEvenSections('tier2'), breakEvenInputSchema],
      [feasibilitySections, feasibilityInputSchema],
      [feeStructuresSections, feeStructuresInputSchema],
      [pipSections('rooms'), pipInputSchema],
    ] as const
    for (const [sections, schema] of tools) {
      const names = sections.flatMap((s) => s.fields.map((f) => f.name))
      expect(names.filter((name) => !(name in schema.shape))).toEqual([])
      expect(new Set(names).size).toBe(names.length)
    }
  })
})
