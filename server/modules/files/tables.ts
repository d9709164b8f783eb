export interface FilesTable {
  id: string
  storage_key: string
  original_name: string
  kind: string
  mime: string
  size: number
  sha256: string
  owner_user_id: string
  organization_id: string | null
  created_at: string
}

export interface FileTables {
  files: FilesTable
}
