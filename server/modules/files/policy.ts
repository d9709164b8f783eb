/** What may be uploaded: four kinds, each with its extensions, accepted declared types and size limit. */
export type FileKind = 'png' | 'jpeg' | 'pdf' | 'xlsx'

const MB = 1024 * 1024

export type FilePolicy = {
  label: string
  mime: string
  /** Declared types browsers send for this kind. */
  declared: string[]
  extensions: string[]
  maxBytes: number
}

export const filePolicies: Record<FileKind, FilePolicy> = {
  png: { label: 'PNG', mime: 'image/png', declared: ['image/png'], extensions: ['png'], maxBytes: 10 * MB },
  jpeg: {
    label: 'JPEG',
    mime: 'image/jpeg',
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    extensions: ['jpg', 'jpeg'],
    maxBytes: 10 * MB,
  },
  pdf: { label: 'PDF', mime: 'application/pdf', declared: ['application/pdf'], extensions: ['pdf'], maxBytes: 50 * MB },
  xlsx: {
    label: 'XLSX',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['xlsx'],
    maxBytes: 20 * MB,
  },
}

export const largestUpload = Math.max(...Object.values(filePolicies).map((p) => p.maxBytes))

export function kindForFilename(filename: string): FileKind | undefined {
  const ext = filename.toLowerCase().split('.').pop() ?? ''
  return (Object.keys(filePolicies) as FileKind[]).find((kind) => filePolicies[kind].extensions.includes(ext))
}

export function formatMb(bytes: number) {
  return `${Math.round(bytes / MB)} MB`
}
