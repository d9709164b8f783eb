import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { unsafe } from './rejections.ts'

/** Limits that keep a workbook from expanding into a memory or disk bomb when it is later parsed. */
export const XLSX_LIMITS = {
  maxEntries: 2000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 300 * 1024 * 1024,
  maxRatio: 200,
}

/**
 * Reads only the zip's central directory (no decompression): entry count, declared sizes and compression
 * ratios, entry names (no traversal, no absolute paths), encryption, and the parts every workbook has.
 */
export async function inspectXlsx(path: string) {
  const zip = await openZip(path)
  const names = new Set<string>()
  let total = 0
  try {
    for await (const entry of entries(zip)) {
      if (names.size >= XLSX_LIMITS.maxEntries)
        throw unsafe(`XLSX 文件内部条目过多（超过 ${XLSX_LIMITS.maxEntries} 个）`)
      const name = entry.fileName
      if (name.startsWith('/') || name.includes('\\') || name.split('/').includes('..') || /^[a-z]:/i.test(name)) {
        throw unsafe('XLSX 文件内部包含非法路径，已拒绝')
      }
      if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw unsafe('XLSX 文件已加密，请先取消加密再上传')
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1)
      if (entry.uncompressedSize > XLSX_LIMITS.maxEntryBytes || ratio > XLSX_LIMITS.maxRatio) {
        throw unsafe('XLSX 文件解压后异常膨胀（疑似压缩炸弹），已拒绝')
      }
      total += entry.uncompressedSize
      if (total > XLSX_LIMITS.maxTotalBytes) throw unsafe('XLSX 文件解压后过大，已拒绝')
      names.add(name)
    }
  } finally {
    zip.close()
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    throw unsafe('文件不是有效的 Excel 工作簿（.xlsx）')
  }
}

function openZip(path: string) {
  return new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(unsafe('XLSX 文件已损坏，无法读取'))
      else resolve(zip)
    })
  })
}

async function* entries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | undefined>((resolve, reject) => {
      const cleanup = () => {
        zip.off('entry', onEntry)
        zip.off('end', onEnd)
        zip.off('error', onError)
      }
      const onEntry = (e: Entry) => {
        cleanup()
        resolve(e)
      }
      const onEnd = () => {
        cleanup()
        resolve(undefined)
      }
      const onError = () => {
        cleanup()
        reject(unsafe('XLSX 文件已损坏，无法读取'))
      }
      zip.on('entry', onEntry)
      zip.on('end', onEnd)
      zip.on('error', onError)
      zip.readEntry()
    })
    if (!entry) return
    yield entry
  }
}
