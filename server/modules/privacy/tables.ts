import type { Id, IsoTime } from '#server/db/columns'

export type DeletionStatus = 'pending' | 'done' | 'declined'

export interface DeletionRequestsTable {
  id: Id
  user_id: Id
  status: DeletionStatus
  /** What the person wrote when asking (may be empty). */
  reason: string
  created_at: IsoTime
  decided_at: IsoTime | null
  decided_by: Id | null
  /** The administrator's reason when declining. */
  decision_note: string | null
}

/** One row per scheduled job: the process holding it runs the job until expires_at. */
export interface JobLeasesTable {
  name: string
  holder: string
  expires_at: IsoTime
}

export interface PrivacyTables {
  deletion_requests: DeletionRequestsTable
  job_leases: JobLeasesTable
}
