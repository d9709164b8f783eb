import type { Id, IsoTime } from '#server/db/columns'

/** Tables of the research desk (migration 1260). Values and sources are JSON text (ADR 005). */
export interface DataDeskTables {
  desk_figures: DeskFigureTable
  desk_proposals: DeskProposalTable
  desk_state: DeskStateTable
}

/** The live value of one figure: seeded from the repository's files, then moved only by approved proposals. */
export interface DeskFigureTable {
  key: string
  kind: string
  value: string
  as_of: string
  note: string | null
  source: string
  /** The approved proposal that set it; null while it is the value seeded from the files. */
  proposal_id: Id | null
  updated_by: Id | null
  updated_at: IsoTime
}

export interface DeskProposalTable {
  id: Id
  figure_key: string
  kind: string
  status: 'pending' | 'approved' | 'rejected'
  /** The live value and source when the proposal was made (null: the figure had none). */
  old_value: string | null
  old_source: string | null
  old_as_of: string | null
  new_value: string
  new_source: string
  new_as_of: string
  note: string | null
  /** The proposal whose earlier value this one restores. */
  revert_of: Id | null
  proposed_by: Id
  proposed_at: IsoTime
  reviewed_by: Id | null
  reviewed_at: IsoTime | null
  reason: string | null
}

/** One row (id 1) whose version every approval moves: the figure caches of all processes key on it. */
export interface DeskStateTable {
  id: number
  version: number
}
