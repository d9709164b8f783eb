import type { Query } from '../../../lib/api-client.ts'

/**
 * The walls keep unset filters as empty strings (from the URL); the API refuses an empty filter value
 * (`positioning=` is a 400), so they are left out of the request.
 */
export function setFilters(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''))
}
