import { type ReactNode, useId } from 'react'
import './plain.css'

export type PlainListItem = {
  key: string
  title: ReactNode
  description?: ReactNode
  /** An icon before the title. */
  avatar?: ReactNode
  /** Something at the end of the row (a date, a tag). */
  extra?: ReactNode
}

/**
 * A list of titled items in antd's small List look, without antd's List (and the pagination, grid and spin it
 * brings along): for first screens that show a handful of links.
 */
export function PlainList({ items, 'aria-label': label }: { items: PlainListItem[]; 'aria-label'?: string }) {
  return (
    <ul className="plain-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          {item.avatar && <span className="plain-list-avatar">{item.avatar}</span>}
          <div className="plain-list-body">
            <div className="plain-list-title">{item.title}</div>
            {item.description && <div className="plain-list-description">{item.description}</div>}
          </div>
          {item.extra && <div className="plain-list-extra">{item.extra}</div>}
        </li>
      ))}
    </ul>
  )
}

/** A thin bar with its label, for shares and progress (what antd's small Progress draws, in a span). */
export function Meter({ percent, label, maxWidth }: { percent: number; label: ReactNode; maxWidth?: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  const labelId = useId()
  return (
    <span className="plain-meter" style={maxWidth ? { maxWidth } : undefined}>
      <span
        className="plain-meter-track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span className="plain-meter-fill" style={{ width: `${value}%` }} />
      </span>
      <span className="plain-meter-label" id={labelId}>
        {label}
      </span>
    </span>
  )
}
