import type { Flag, Id, IsoTime } from '#server/db/columns'

/** Content-engine tables (migration 0201). JSON columns hold text the module (de)serializes. */
export interface ContentTables {
  topics: TopicsTable
  content_nodes: ContentNodesTable
  data_pages: DataPagesTable
  page_overrides: PageOverridesTable
  banner_files: BannerFilesTable
}

export interface TopicsTable {
  key: string
  title: string
  stage: string
  icon: string
  summary: string
  /** JSON: user types and org kinds the topic is written for. */
  audience: string
  sort_key: number
  version: number
  updated_at: IsoTime
}

export interface ContentNodesTable {
  id: Id
  topic_key: string
  parent_id: Id | null
  kind: string
  title: string
  summary: string
  target: string | null
  sort_key: number
  /** JSON AccessRule (common/content.ts). */
  access: string
  published: Flag
  public: Flag
  /** Title and summary, normalized for search (migration 0202, ADR 032). */
  search_text: string
  updated_at: IsoTime
}

export interface DataPagesTable {
  path: string
  topic_key: string | null
  title: string
  summary: string
  access: string
  /** JSON Block[]. */
  blocks: string
  /** Bumped by every edit; an edit made on an older version is refused (migration 0202). */
  version: number
  /** Title, summary and block text, normalized for search (ADR 032). */
  search_text: string
  updated_at: IsoTime
}

export interface PageOverridesTable {
  id: Id
  organization_id: Id
  path: string
  title: string | null
  blocks: string
  updated_at: IsoTime
}

export interface BannerFilesTable {
  id: Id
  name: string
  /** Key in the file storage (never a path under the web root). */
  storage_key: string
  mime: string
  size_bytes: number
  alt: string
  href: string | null
  topic_key: string | null
  sort_key: number
  created_at: IsoTime
}
