import type { Migration } from 'kysely'
import * as appMeta from './0001-app-meta.ts'
import * as organizationsUsers from './0101-organizations-users.ts'
import * as authSessions from './0102-auth-sessions.ts'
import * as files from './0501-files.ts'
import * as reports from './0601-reports.ts'

/** Every migration in order. Names sort in the order they must run; never rename or reorder a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0101-organizations-users': organizationsUsers,
  '0102-auth-sessions': authSessions,
  '0501-files': files,
  '0601-reports': reports,
}
