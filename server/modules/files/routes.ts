import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isStaff } from '#common/user-types'
import { AppError, forbidden, notFound } from '#server/errors'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { findFile, insertFile } from './queries.ts'
import { noFile } from './rejections.ts'
import type { Storage } from './storage.ts'
import type { FilesTable } from './tables.ts'
import { receiveFile } from './upload.ts'

const fileMeta = z.object({
  id: z.string(),
  original_name: z.string(),
  kind: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  created_at: z.string(),
})
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
const idParams = z.object({ id: z.string().uuid('文件编号格式不正确') })
const downloadQuery = z.object({ inline: z.enum(['0', '1']).optional() })

/** Uploads and downloads. Other modules (reports, projects) attach files and add their own read rules. */
export async function fileRoutes(app: FastifyInstance, options: { storage: Storage }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { storage } = options

  api.post(
    '/files',
    {
      config: { access: 'user' },
      schema: { response: { 201: z.object({ data: z.array(fileMeta) }), 400: errorBody, 413: errorBody } },
    },
    async (request, reply) => {
      const user = currentUser(request)
      if (!request.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传文件')
      const saved: FilesTable[] = []
      for await (const part of request.files()) {
        const received = await receiveFile(part, storage)
        saved.push(await insertFile(app.deps.dbh.db, received, user))
      }
      if (saved.length === 0) throw noFile()
      return reply.status(201).send({ data: saved })
    },
  )

  api.get(
    '/files/:id/meta',
    { config: { access: 'user' }, schema: { params: idParams, response: { 200: z.object({ data: fileMeta }) } } },
    async (request) => ({ data: await readableFile(app, currentUser(request), request.params.id) }),
  )

  api.get(
    '/files/:id',
    { config: { access: 'user' }, schema: { params: idParams, querystring: downloadQuery } },
    async (request, reply) => {
      const file = await readableFile(app, currentUser(request), request.params.id)
      const inline = request.query.inline === '1' && file.kind !== 'xlsx'
      const range =
        file.kind === 'pdf' && request.headers.range ? requestedRange(request.headers.range, file.size) : undefined
      reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.original_name))
      return sendBytes(reply, storage, file, range)
    },
  )
}

async function readableFile(app: FastifyInstance, user: AuthUser, id: string) {
  const file = await findFile(app.deps.dbh.db, id)
  if (!file) throw notFound('文件不存在')
  if (!canRead(user, file)) throw forbidden('没有权限查看此文件')
  return file
}

/** Owner, the owner's organization, and the firm's staff may read a plain upload. */
export function canRead(user: AuthUser, file: Pick<FilesTable, 'owner_user_id' | 'organization_id'>) {
  if (file.owner_user_id === user.id) return true
  if (file.organization_id && file.organization_id === user.organization_id) return true
  return user.authorization === 'admin' || isStaff(user)
}

export function requestedRange(header: string, size: number) {
  const range = parseRange(header, size)
  if (!range) {
    throw new AppError(416, 'range_not_satisfiable', '请求的文件范围无效', undefined, {
      'content-range': `bytes */${size}`,
    })
  }
  return range
}

export async function sendBytes(
  reply: FastifyReply,
  storage: Storage,
  file: FilesTable,
  range?: { start: number; end: number },
) {
  reply.header('accept-ranges', file.kind === 'pdf' ? 'bytes' : 'none')
  if (!range) {
    reply.header('content-length', String(file.size))
    return reply.send(await storage.read(file.storage_key))
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(await storage.read(file.storage_key, range))
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; several ranges are not needed by PDF viewers. */
export function parseRange(header: string, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start > end || start >= size) return undefined
  return { start, end }
}

/** RFC 6266 with an ASCII fallback and the UTF-8 name, so Chinese names survive every browser. */
export function contentDisposition(type: 'inline' | 'attachment', name: string) {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
