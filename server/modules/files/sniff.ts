import type { FileKind } from './policy.ts'

/** The kind a file's first bytes say it is. xlsx is a zip; its contents are checked later (inspect-xlsx.ts). */
export function sniffKind(head: Buffer): FileKind | undefined {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx'
  return undefined
}
