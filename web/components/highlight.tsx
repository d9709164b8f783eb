import { theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * Text with every occurrence of `query` marked, ignoring letter case (search results: the reader sees at once
 * why a hit was found).
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  // The theme's own accent, as Chinese search pages mark a match, rather than a yellow marker on a dark page.
  const { token } = theme.useToken()
  const style = { background: 'transparent', color: token.colorPrimaryText, fontWeight: 600, padding: 0 }
  const needle = query.trim().toLowerCase()
  if (!needle) return text
  const haystack = text.toLowerCase()
  const parts: ReactNode[] = []
  let from = 0
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at))
    parts.push(
      <mark key={at} style={style}>
        {text.slice(at, at + needle.length)}
      </mark>,
    )
    from = at + needle.length
  }
  if (from < text.length) parts.push(text.slice(from))
  return <>{parts}</>
}
