/**
 * While someone waits for the SMS code, the browser fetches the app's shell (the entry script, the chunks it preloads
 * and its stylesheets) at idle priority, so the first screen after login starts from the cache (issue 21). The build
 * lists the shell in the page's `<meta name="app-shell">` (scripts/prerender.mjs); the dev server's page has none.
 */
export function prefetchAppShell(doc: Document = document) {
  const listed = doc.querySelector<HTMLMetaElement>('meta[name="app-shell"]')?.content ?? ''
  for (const url of listed.split(' ')) {
    if (!url.startsWith('/assets/')) continue
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    link.href = url
    // As index.html fetches its module scripts and stylesheets, so the cached copy is the one used.
    link.crossOrigin = ''
    doc.head.append(link)
  }
}

/** Runs `work` once the page has loaded and the browser is idle: /login's own first paint never waits for it. */
export function afterLoadWhenIdle(work: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 200))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
