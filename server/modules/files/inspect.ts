import { open } from 'node:fs/promises'
import { inspectXlsx } from './inspect-xlsx.ts'
import type { FileKind } from './policy.ts'
import { unsafe } from './rejections.ts'
import { findMarker } from './scan.ts'

/** Images above this many pixels are refused: decoding them would take gigabytes ("pixel flood"). */
export const MAX_IMAGE_PIXELS = 50_000_000

const ACTIVE_CONTENT_IN_IMAGE = ['<script', '<html', '<svg', '<?php', '<iframe', 'javascript:']
// PDF actions that run code or launch programs; viewers we do not control might honour them.
const ACTIVE_CONTENT_IN_PDF = ['/JavaScript', '/JS ', '/JS(', '/JS<', '/JS[', '/Launch', '/EmbeddedFile', '/RichMedia']

/** Deep checks after the magic bytes agreed: each kind has its own ways to hurt a reader. */
export async function inspectContent(kind: FileKind, path: string, head: Buffer) {
  if (kind === 'png' || kind === 'jpeg') {
    const size = kind === 'png' ? pngSize(head) : jpegSize(head)
    if (!size) throw unsafe('图片文件头损坏，无法识别尺寸')
    if (size.width * size.height > MAX_IMAGE_PIXELS) {
      throw unsafe(`图片尺寸过大（${size.width}×${size.height}），最大支持 5000 万像素`)
    }
    const marker = await findMarker(path, ACTIVE_CONTENT_IN_IMAGE)
    if (marker) throw unsafe('图片中夹带了网页或脚本内容，出于安全原因不能上传')
    return
  }
  if (kind === 'pdf') {
    const marker = await findMarker(path, ACTIVE_CONTENT_IN_PDF)
    if (marker) throw unsafe('PDF 中包含脚本或可执行动作，出于安全原因不能上传')
    return
  }
  await inspectXlsx(path)
}

/** Reads the first bytes of a file (enough for every header we parse). */
export async function readHead(path: string, bytes = 64 * 1024) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

function pngSize(head: Buffer) {
  if (head.length < 24 || head.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
}

/** Walks JPEG segments to the first start-of-frame marker, which holds the dimensions. */
function jpegSize(head: Buffer) {
  let offset = 2
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return undefined
    const marker = head[offset + 1] ?? 0
    const length = head.readUInt16BE(offset + 2)
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isStartOfFrame) return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) }
    offset += 2 + length
  }
  return undefined
}
