import type { ReactNode } from 'react'
import './plain.css'

export type Fact = { label: string; value: ReactNode }

/**
 * Label–value pairs in antd's small Descriptions look: one column on phones, two from 576 px, three from 992 px.
 * A description list, so a screen reader reads each label with its value. For first screens; antd's Descriptions
 * (its responsive row builder) stays where a page needs spans or borders.
 */
export function PlainFacts({ items }: { items: Fact[] }) {
  return (
    <dl className="plain-facts">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
