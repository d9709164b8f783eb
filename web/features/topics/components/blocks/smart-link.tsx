import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isExternalHref } from '#common/content-labels'

/** App paths go through the router; external links open a new tab without access to this window. */
export function SmartLink({ href, children }: { href: string; children: ReactNode }) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return <Link to={href}>{children}</Link>
}
