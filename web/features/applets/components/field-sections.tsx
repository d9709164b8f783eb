import { Divider, Row } from 'antd'
import type { z } from 'zod'
import type { BenchmarkSelector } from '#common/benchmarks/benchmarks'
import { benchmarkHint } from '../lib/benchmark-hint.ts'
import type { ToolSection } from '../lib/tool-fields.ts'
import { NumberItem } from './number-item.tsx'

type FieldSectionsProps<K extends string> = {
  sections: ToolSection<K>[]
  /** Each field's own schema from the formula module, so the form shows the module's messages. */
  schemas: { [P in K]: z.ZodType }
  /** The case the benchmark help lines are given for. */
  selector: BenchmarkSelector
  /** A line of help computed by the tool (what a figure amounts to), shown after the benchmark's. */
  notes?: Partial<Record<K, string | undefined>>
}

/** A tool's number inputs under section dividers, each with its unit, tooltip and benchmark help line. */
export function FieldSections<K extends string>({ sections, schemas, selector, notes = {} }: FieldSectionsProps<K>) {
  return sections.map((section) => (
    <div key={section.title}>
      {section.title && (
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {section.title}
        </Divider>
      )}
      <Row gutter={16}>
        {section.fields.map((f) => {
          const hint = f.benchmark && benchmarkHint(f.benchmark.key, { ...selector, variant: f.benchmark.variant })
          const extra = [hint, notes[f.name]].filter(Boolean).join('；')
          return (
            <NumberItem
              key={f.name}
              name={fieldPath(f.name)}
              label={f.label}
              unit={f.unit}
              tooltip={f.tooltip}
              extra={extra || undefined}
              schema={schemas[f.name]}
              hidden={f.hidden}
            />
          )
        })}
      </Row>
    </div>
  ))
}

/** A field's place in the form: a dotted name (electricity.useBefore, as in the link) is a nested input. */
function fieldPath(name: string) {
  return name.includes('.') ? name.split('.') : name
}
