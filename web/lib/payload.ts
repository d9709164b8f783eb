import { buildId } from './build-info.ts'

/**
 * Data of a prerendered page: `{route}/_payload.json?{buildId}` on this site (docs/shell.md § Calls). A URL that names
 * a host (or a scheme) is refused outright, so the loader can never be pointed at another origin.
 */
export function payloadUrl(route: string, id = buildId) {
  if (/^[a-z][a-z\d+.-]*:/i.test(route) || route.startsWith('//')) {
    throw new Error('Payload URL must not include hostname')
  }
  const base = route.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? ''
  return `${base}/_payload.json?${encodeURIComponent(id)}`
}

/** Loads the payload; a failed load only logs a warning and yields nothing (docs/shell.md § Errors). */
export async function loadPayload<T>(route: string, fetcher: typeof fetch = fetch): Promise<T | undefined> {
  const url = payloadUrl(route)
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as T
  } catch (error) {
    console.warn(`Could not load the page payload ${url}:`, error)
    return undefined
  }
}
