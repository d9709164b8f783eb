import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import { importModes, importPreview, importResult, userFilterQuery } from '#common/admin-schemas'
import type { Db } from '#server/db/database'
import { AppError, badRequest, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { currentUser } from '#server/plugins/access'
import { normalizePhone } from '../auth/phone.ts'
import { kindForFilename } from '../files/policy.ts'
import { findFile, insertFile } from '../files/queries.ts'
import { noFile } from '../files/rejections.ts'
import type { Storage } from '../files/storage.ts'
import type { FilesTable } from '../files/tables.ts'
import { receiveFile } from '../files/upload.ts'
import { auditChange, masked } from './audit.ts'
import { type ImportContext, type ImportUser, orgNameKey, type RawRow, validateImportRows } from './import-rows.ts'
import { allOrganizations } from './org-queries.ts'
import { errors } from './schemas.ts'
import { importRefused, sendWorkbook } from './sheet-replies.ts'
import { isUniqueViolation, listUsers, usersByPhone } from './user-queries.ts'
import { readImportSheet } from './xlsx-read.ts'
import { importTemplate, usersWorkbook } from './xlsx-write.ts'

export const EXPORT_MAX = 20_000

const previewAnswer = z.object({ data: importPreview })
const commitBody = z.object({ file_id: z.uuid('文件编号格式不正确') })
const commitAnswer = z.object({ data: importResult })
const modeQuery = z.object({
  mode: z.enum(importModes, { error: '导入方式只能是 create（仅新增）或 update（新增并更新）' }).default('create'),
})
const sheetErrors = { ...errors, 413: errors[400], 415: errors[400], 422: errors[400] }

const notXlsx = () => new AppError(415, 'unsupported_file_type', '请上传 .xlsx 格式的 Excel 文件（可先下载模板）')
const importFileMissing = () => notFound('导入文件不存在，请重新上传')

/** The .xlsx side of user management: template, import preview and commit, export. */
export function sheetRoutes(storage: Storage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()
    const { db } = app.deps.dbh
    const admin = { access: 'admin' as const }

    app.get(
      '/admin/users/import/template',
      { config: admin, schema: { response: errors } },
      async (_request, reply) => {
        const orgs = await allOrganizations(db)
        const buffer = await importTemplate(orgs.filter((o) => o.kind !== 'firm').map((o) => o.name))
        return sendWorkbook(reply, buffer, '用户导入模板.xlsx')
      },
    )

    app.post(
      '/admin/users/import/preview',
      { config: admin, schema: { querystring: modeQuery, response: { 200: previewAnswer, ...sheetErrors } } },
      async (request) => {
        const { mode } = request.query
        const file = await uploadedSheet(request)
        const rows = await readSheetOrForget(file)
        const context = await importContext(db, rows, currentUser(request).id)
        const { issues, users } = validateImportRows(rows, context, mode)
        const bad = new Set(issues.map((i) => i.row))
        return {
          data: {
            file_id: file.id,
            file_name: file.original_name,
            mode,
            total: users.length,
            valid: users.filter((u) => !bad.has(u.row)).length,
            issues,
            rows: users,
          },
        }
      },
    )

    app.post(
      '/admin/users/import/commit',
      { config: admin, schema: { querystring: modeQuery, response: { 200: commitAnswer, ...sheetErrors } } },
      async (request) => {
        const { mode } = request.query
        const actor = currentUser(request)
        const file = request.isMultipart() ? await uploadedSheet(request) : await storedSheet(db, request)
        const rows = await readSheetOrForget(file)
        const at = isoAt(app.deps.clock.now())
        try {
          const counts = await db.transaction().execute(async (trx) => {
            const { issues, users } = validateImportRows(rows, await importContext(trx, rows, actor.id), mode)
            if (issues.length > 0) throw importRefused(issues, '用户')
            const fresh = users.filter((u) => u.action === 'create')
            const changed = users.filter((u) => u.action === 'update')
            const ids = await insertUsers(trx, fresh, at)
            await updateUsers(trx, changed, at)
            await auditChange(trx, actor, request.ip, at, {
              action: 'admin_users_import',
              target: { file_id: file.id },
              after: null,
              extra: {
                file_name: file.original_name,
                mode,
                created: fresh.length,
                updated: changed.length,
                users: fresh.map((u, i) => masked({ id: ids[i], username: u.username, phone: u.phone })),
                updates: changed.map((u) =>
                  masked({ id: u.user_id, username: u.username, phone: u.phone, changes: u.changes }),
                ),
              },
            })
            return {
              created: fresh.length,
              updated: changed.length,
              unchanged: users.length - fresh.length - changed.length,
            }
          })
          return { data: { ...counts, file_id: file.id } }
        } catch (error) {
          // Someone registered one of these phones between the check and the insert: nothing was saved.
          if (isUniqueViolation(error)) {
            throw new AppError(409, 'conflict', '导入期间有手机号被其他操作占用，未导入任何用户，请重新预览')
          }
          throw error
        }
      },
    )

    app.get(
      '/admin/users/export',
      { config: admin, schema: { querystring: userFilterQuery, response: errors } },
      async (request, reply) => {
        const { items, total } = await listUsers(db, request.query, { limit: EXPORT_MAX, offset: 0 })
        if (total > EXPORT_MAX) throw badRequest(`导出结果超过 ${EXPORT_MAX} 行，请先筛选后再导出`)
        const day = isoAt(app.deps.clock.now()).slice(0, 10)
        return sendWorkbook(reply, await usersWorkbook(items), `用户导出-${day}.xlsx`)
      },
    )

    /** A sheet that cannot be imported at all (no header, too many rows) is not worth keeping. */
    async function readSheetOrForget(file: Selectable<FilesTable>) {
      try {
        return await readImportSheet(() => storage.read(file.storage_key))
      } catch (error) {
        await db.deleteFrom('files').where('id', '=', file.id).execute()
        await storage.remove(file.storage_key)
        throw error
      }
    }

    /** The first file part of the request, received through the files module (zip-bomb checks before parsing). */
    async function uploadedSheet(request: FastifyRequest): Promise<Selectable<FilesTable>> {
      if (!request.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传文件')
      const part: MultipartFile | undefined = await request.file()
      if (!part) throw noFile()
      if (kindForFilename(part.filename) !== 'xlsx') {
        part.file.resume()
        throw notXlsx()
      }
      const received = await receiveFile(part, storage)
      return insertFile(db, received, currentUser(request), isoAt(app.deps.clock.now()))
    }
  }
}

async function storedSheet(db: Db, request: FastifyRequest) {
  const parsed = commitBody.safeParse(request.body)
  if (!parsed.success) {
    throw badRequest('请提供预览时的文件编号，或重新上传文件', { file_id: parsed.error.issues[0]?.message ?? '' })
  }
  const file = await findFile(db, parsed.data.file_id)
  // Only the administrator who uploaded a sheet may import it.
  if (file?.kind !== 'xlsx' || file.owner_user_id !== currentUser(request).id) throw importFileMissing()
  return file
}

async function importContext(db: Db, rows: RawRow[], actorId: string): Promise<ImportContext> {
  const phones = rows.flatMap((r) => normalizePhone((r.cells.phone ?? '').trim()) ?? [])
  const orgs = await allOrganizations(db)
  return {
    usersByPhone: await usersByPhone(db, phones),
    organizationsByName: new Map(orgs.map((o) => [orgNameKey(o.name), o])),
    actorId,
  }
}

/** An update writes only what the sheet holds; status and avatar stay as they are. */
async function updateUsers(db: Db, users: ImportUser[], at: string) {
  for (const u of users) {
    if (!u.user_id) continue
    await db
      .updateTable('users')
      .set({
        username: u.username,
        user_type: u.user_type ?? undefined,
        user_type_multi: JSON.stringify(u.user_type_multi),
        organization_id: u.organization_id,
        authorization: u.admin ? 'admin' : null,
        updated_at: at,
      })
      .where('id', '=', u.user_id)
      .execute()
  }
}

async function insertUsers(db: Db, users: ImportUser[], at: string) {
  const rows = users.map((u) => ({
    id: newId(),
    username: u.username,
    phone: u.phone,
    user_type: u.user_type ?? '',
    user_type_multi: JSON.stringify(u.user_type_multi),
    organization_id: u.organization_id,
    authorization: u.admin ? ('admin' as const) : null,
    avatar: null,
    status: 'active' as const,
    created_at: at,
    updated_at: at,
  }))
  // 200 rows × 11 columns stays far below SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 200))
      .execute()
  return rows.map((r) => r.id)
}
