import type { Migration } from 'kysely'
import * as appMeta from './0001-app-meta.ts'
import * as organizationsUsers from './0101-organizations-users.ts'
import * as authSessions from './0102-auth-sessions.ts'
import * as authChangeNotify from './0103-auth-change-notify.ts'
import * as hitLimitsFunction from './0104-hit-limits-function.ts'
import * as sqliteAuthRowVersion from './0105-sqlite-auth-row-version.ts'
import * as content from './0201-content.ts'
import * as contentEditing from './0202-content-editing.ts'
import * as contentChangeNotify from './0203-content-change-notify.ts'
import * as intel from './0301-intel.ts'
import * as brandwallShares from './0302-brandwall-shares.ts'
import * as hotelSortIndexes from './0303-hotel-sort-indexes.ts'
import * as hotelPerformance from './0304-hotel-performance.ts'
import * as hotelMapPointsIndex from './0305-hotel-map-points-index.ts'
import * as files from './0501-files.ts'
import * as reports from './0601-reports.ts'
import * as auditLookups from './0701-audit-lookups.ts'
import * as projects from './0801-projects.ts'
import * as projectChangeNotify from './0802-project-change-notify.ts'
import * as procurement from './0901-procurement.ts'
import * as design from './1001-design.ts'
import * as organizationLinks from './1101-organization-links.ts'
import * as privacy from './1201-privacy.ts'
import * as idempotencyKeys from './1210-idempotency-keys.ts'
import * as assetManagement from './1240-asset-management.ts'
import * as assetReviews from './1250-asset-reviews.ts'
import * as dataDesk from './1260-data-desk.ts'
import * as studies from './1300-studies.ts'
import * as studyDistricts from './1301-study-districts.ts'
import * as studyVersionDocument from './1302-study-version-document.ts'

/** Every migration in order. Names sort in the order they must run; never rename or reorder a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0101-organizations-users': organizationsUsers,
  '0102-auth-sessions': authSessions,
  '0103-auth-change-notify': authChangeNotify,
  '0104-hit-limits-function': hitLimitsFunction,
  '0105-sqlite-auth-row-version': sqliteAuthRowVersion,
  '0201-content': content,
  '0202-content-editing': contentEditing,
  '0203-content-change-notify': contentChangeNotify,
  '0301-intel': intel,
  '0302-brandwall-shares': brandwallShares,
  '0303-hotel-sort-indexes': hotelSortIndexes,
  '0304-hotel-performance': hotelPerformance,
  '0305-hotel-map-points-index': hotelMapPointsIndex,
  '0501-files': files,
  '0601-reports': reports,
  '0701-audit-lookups': auditLookups,
  '0801-projects': projects,
  '0802-project-change-notify': projectChangeNotify,
  '0901-procurement': procurement,
  '1001-design': design,
  '1101-organization-links': organizationLinks,
  '1201-privacy': privacy,
  '1210-idempotency-keys': idempotencyKeys,
  '1240-asset-management': assetManagement,
  '1250-asset-reviews': assetReviews,
  '1260-data-desk': dataDesk,
  '1300-studies': studies,
  '1301-study-districts': studyDistricts,
  '1302-study-version-document': studyVersionDocument,
}
