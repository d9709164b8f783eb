import { type CSSProperties, type ReactNode, useId } from 'react'
import './plain.css'

type Props = {
  title?: ReactNode
  /** Top right of the header: a link to the screen that shows everything. */
  extra?: ReactNode
  size?: 'default' | 'small'
  bodyStyle?: CSSProperties
  children: ReactNode
}

/**
 * A bordered panel with a title in antd's Card look. antd's Card brings its tab bar (and with it the dropdown and
 * menu for overflowing tabs) to every page that shows one; first screens that need no tabs use this.
 */
export function PlainCard({ title, extra, size = 'default', bodyStyle, children }: Props) {
  const titleId = useId()
  return (
    <section className={`plain-card plain-card-${size}`} aria-labelledby={title ? titleId : undefined}>
      {(title || extra) && (
        <header className="plain-card-head">
          <h4 className="plain-card-title" id={titleId}>
            {title}
          </h4>
          {extra && <div className="plain-card-extra">{extra}</div>}
        </header>
      )}
      <div className="plain-card-body" style={bodyStyle}>
        {children}
      </div>
    </section>
  )
}
