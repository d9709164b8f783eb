import type { Id, IsoTime } from '#server/db/columns'

/** Portal tables (migration 1101). */
export interface PortalTables {
  organization_links: OrganizationLinksTable
}

/** `group`: a management_groups id; `hotel`: a hotels id. */
export type OrganizationLinkKind = 'group' | 'hotel'

export interface OrganizationLinksTable {
  organization_id: Id
  target_kind: OrganizationLinkKind
  target_id: Id
  created_at: IsoTime
}
