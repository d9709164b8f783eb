import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import { canSeeProject } from '#common/projects'
import { banner, fileRow, signedLink } from '#common/projects-schemas'
import { isStaff } from '#common/user-types'
import { AppError, forbidden, notFound } from '#server/errors'
import { isoAt, nowIso } from '#server/lib/clock'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { parseList } from '../auth/queries.ts'
import { insertFile } from '../files/queries.ts'
import { noFile } from '../files/rejections.ts'
import { contentDisposition } from '../files/routes.ts'
import type { FilesTable } from '../files/tables.ts'
import { receiveFile } from '../files/upload.ts'
import { visibleProject, workableProject } from './access.ts'
import { findProject, listVisibleProjects, memberRole } from './queries.ts'
import { errors, fileParams, projectParams, signaturesBody, signedQuery, uploadQuery } from './schemas.ts'
import { checkLink, linkKey, SIGNED_LINK_TTL_MS, signedLinkUrl } from './signed-links.ts'
import { findProjectFile, linkProjectFile, listProjectFiles, projectImages, unlinkProjectFile } from './work-queries.ts'

const files = z.object({ data: z.array(fileRow) })
const BANNER_LIMIT = 8

/**
 * Project files through the files module (same upload checks and storage), read by project membership
 * instead of file ownership, plus HMAC-signed links that work in a plain <a href> or <img src> for ten minutes.
 */
export async function projectFileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const { storage, clock } = app.deps
  const key = linkKey(app.deps.config.jwtSecret)

  const fileList = async (projectId: string, user: AuthUser) =>
    (await listProjectFiles(db(), projectId)).map(({ added_by, ...f }) => ({
      ...f,
      size: Number(f.size),
      can_delete: added_by === user.id || isStaff(user),
    }))

  function sign(projectId: string, fileId: string, user: AuthUser, inline: boolean) {
    const expiresMs = clock.now() + SIGNED_LINK_TTL_MS
    return {
      file_id: fileId,
      url: signedLinkUrl(key, { projectId, fileId, userId: user.id, expiresMs, inline }),
      expires_at: isoAt(expiresMs),
    }
  }

  app.get(
    '/projects/:id/files',
    { config: { access: 'user' }, schema: { params: projectParams, response: { 200: files, ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.params.id)
      return { data: await fileList(project.id, user) }
    },
  )

  app.post(
    '/projects/:id/files',
    {
      config: { access: 'user' },
      schema: {
        params: projectParams,
        querystring: uploadQuery,
        response: { 201: files, ...errors, 413: errors[400] },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { project } = await workableProject(db(), user, request.params.id)
      if (!request.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传文件')
      const saved: Selectable<FilesTable>[] = []
      for await (const part of request.files()) {
        const received = await receiveFile(part, storage)
        // The file belongs to the client organization, so it stays with the project's owner of record.
        const file = await insertFile(
          db(),
          received,
          { id: user.id, organization_id: project.organization_id },
          nowIso(clock),
        )
        await linkProjectFile(db(), project.id, file.id, request.query.folder, user.id, nowIso(clock))
        saved.push(file)
      }
      if (saved.length === 0) throw noFile()
      return reply.status(201).send({ data: await fileList(project.id, user) })
    },
  )

  app.get(
    '/projects/:id/files/:fileId',
    { config: { access: 'user' }, schema: { params: fileParams } },
    async (request, reply) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      const file = await findProjectFile(db(), project.id, request.params.fileId)
      if (!file) throw notFound('文件不存在')
      return sendFile(reply, file, false)
    },
  )

  app.delete(
    '/projects/:id/files/:fileId',
    { config: { access: 'user' }, schema: { params: fileParams, response: { 200: files, ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const { project } = await workableProject(db(), user, request.params.id)
      const file = await findProjectFile(db(), project.id, request.params.fileId)
      if (!file) throw notFound('文件不存在')
      if (file.added_by !== user.id && !isStaff(user)) throw forbidden('只能删除自己上传的文件')
      await unlinkProjectFile(db(), project.id, file.id)
      return { data: await fileList(project.id, user) }
    },
  )

  // /browser2 "signatures": links for the documents on screen, bound to the user and each file.
  app.post(
    '/browser2/signatures',
    {
      config: { access: 'user' },
      schema: { body: signaturesBody, response: { 200: z.object({ data: z.array(signedLink) }), ...errors } },
    },
    async (request) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.body.project_id)
      const known = new Set((await listProjectFiles(db(), project.id)).map((f) => f.id))
      const unknown = request.body.file_ids.find((id) => !known.has(id))
      if (unknown) throw notFound('文件不存在或不属于该项目')
      return { data: request.body.file_ids.map((id) => sign(project.id, id, user, request.body.inline)) }
    },
  )

  // The signed download itself: no Authorization header (a link or an image), so the signature is the proof,
  // and membership is checked again now, so removing a member ends their links at once.
  app.get(
    '/project-files/:fileId',
    {
      config: { access: 'public' },
      schema: { params: z.object({ fileId: z.string().uuid('文件编号格式不正确') }), querystring: signedQuery },
    },
    async (request, reply) => {
      const q = request.query
      const claims = {
        projectId: q.p,
        fileId: request.params.fileId,
        userId: q.u,
        expiresMs: Number(q.exp),
        inline: q.d === '1',
      }
      const verdict = checkLink(key, claims, q.sig, clock.now())
      if (verdict === 'tampered') throw new AppError(403, 'link_invalid', '下载链接无效')
      if (verdict === 'expired') throw new AppError(410, 'link_expired', '下载链接已过期，请刷新页面后重试')
      const user = await db()
        .selectFrom('users')
        .select(['id', 'user_type', 'user_type_multi', 'organization_id'])
        .where('id', '=', claims.userId)
        .where('status', '=', 'active')
        .executeTakeFirst()
      const project = await findProject(db(), claims.projectId)
      if (!user || !project) throw forbidden('没有权限下载此文件')
      const viewer = { ...user, user_type_multi: parseList(user.user_type_multi) }
      if (!canSeeProject(viewer, project, await memberRole(db(), project.id, user.id))) {
        throw forbidden('您已不是该项目成员，无法下载此文件')
      }
      const file = await findProjectFile(db(), project.id, claims.fileId)
      if (!file) throw notFound('文件不存在')
      return sendFile(reply, file, claims.inline)
    },
  )

  // /project-list "getAdFiles": the newest images of the projects the user may see, as signed inline links.
  app.get(
    '/project-list/getAdFiles',
    { config: { access: 'user' }, schema: { response: { 200: z.object({ data: z.array(banner) }), ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const visible = await listVisibleProjects(db(), user, { status: 'active' })
      const images = await projectImages(
        db(),
        visible.map((p) => p.id),
        BANNER_LIMIT,
      )
      return {
        data: images.map((img) => ({
          ...sign(img.project_id, img.file_id, user, true),
          project_id: img.project_id,
          project_name: img.project_name,
          title: img.original_name,
        })),
      }
    },
  )

  async function sendFile(reply: FastifyReply, file: Selectable<FilesTable>, inline: boolean) {
    const showInline = inline && (file.kind === 'png' || file.kind === 'jpeg' || file.kind === 'pdf')
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-disposition', contentDisposition(showInline ? 'inline' : 'attachment', file.original_name))
      .send(await storage.read(file.storage_key))
  }
}
