/** Text for an HTML element or a double-quoted attribute. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export type ShareMeta = { title: string; description: string; url?: string }

/**
 * The app shell with the article's title and description in <title>, the description meta and Open Graph tags,
 * so a share preview (WeChat, chat apps) shows them without running script. No script is added: the CSP stays.
 */
export function withShareMeta(html: string, meta: ShareMeta) {
  const title = escapeHtml(meta.title)
  const description = escapeHtml(meta.description)
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(meta.url ? [`<meta property="og:url" content="${escapeHtml(meta.url)}" />`] : []),
  ].join('\n    ')
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`)
}
