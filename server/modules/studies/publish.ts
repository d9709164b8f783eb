import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { StudyContent } from '../../../common/study/api.ts'
import type { Db } from '../../db/database.ts'
import { type KeyedCall, writeOnce } from '../../db/write-once.ts'
import { AppError } from '../../errors.ts'
import { newId } from '../../lib/ids.ts'
import type { Storage } from '../files/storage.ts'
import type { FilesTable } from '../files/tables.ts'
import { sha256 } from '../reports/bytes.ts'
import { wordMime } from '../reports/deliverable-reply.ts'
import { insertReportRows } from '../reports/queries.ts'
import { studyDocx, studyPdf } from './export.ts'
import type { Study } from './store.ts'

/** Puts bytes into storage the way uploads arrive (a temporary file moved in); answers the key. */
async function store(storage: Storage, bytes: Uint8Array) {
  await mkdir(storage.tempDir, { recursive: true })
  const temp = join(storage.tempDir, `${newId()}-${randomBytes(4).toString('hex')}`)
  try {
    await writeFile(temp, bytes, { mode: 0o600 })
    return await storage.saveFrom(temp)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

export type Publisher = { id: string; organization_id: string | null }

/**
 * Publishes the draft as it stands as version n+1: renders Word and PDF of the frozen content, stores both, then in
 * one transaction writes the files, the report library entry (readable by the project's client organization) and
 * the version with its snapshot. Rendering or storing failing leaves the draft and earlier versions as they were
 * and no stored bytes behind; a version number taken meanwhile answers 409.
 */
export async function publishStudy(
  db: Db,
  storage: Storage,
  input: {
    study: Study
    content: StudyContent
    clientOrganizationId: string
    by: Publisher
    at: string
    /** Where the cause of a failure goes (the request's log); the caller gets a clean message. */
    log?: (error: unknown) => void
    /** The request's Idempotency-Key call (ADR 014): a retried publish answers the version it made. */
    call?: KeyedCall
  },
): Promise<{ number: number; reportId: string; replayed: boolean }> {
  const { study, content, by, at } = input
  const last = await db
    .selectFrom('study_versions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('study_id', '=', study.id)
    .executeTakeFirst()
  const number = Number(last?.n ?? 0) + 1
  const edition = { kind: 'version' as const, number, publishedAt: at }
  const [docx, pdf] = await Promise.all([studyDocx(content, edition, input.log), studyPdf(content, edition, input.log)])
  const keys: string[] = []
  try {
    const docxKey = await store(storage, docx)
    keys.push(docxKey)
    const pdfKey = await store(storage, pdf)
    keys.push(pdfKey)
    const title = `${content.title}（第 ${number} 版）`
    const file = (key: string, bytes: Uint8Array, ext: 'docx' | 'pdf'): FilesTable => ({
      id: newId(),
      storage_key: key,
      original_name: `${title}.${ext}`,
      kind: ext,
      mime: ext === 'pdf' ? 'application/pdf' : wordMime,
      size: bytes.length,
      sha256: sha256(bytes),
      owner_user_id: by.id,
      organization_id: input.clientOrganizationId,
      created_at: at,
    })
    const docxFile = file(docxKey, docx, 'docx')
    const pdfFile = file(pdfKey, pdf, 'pdf')
    const reportId = newId()
    const write = async (trx: Db) => {
      await trx.insertInto('files').values([docxFile, pdfFile]).execute()
      await insertReportRows(
        trx,
        {
          id: reportId,
          title,
          topic: null,
          year: Number(at.slice(0, 4)),
          summary: `${content.site.name}，${content.rooms} 间客房：市场调研与可行性研究报告（第 ${number} 版，发布于 ${at.slice(0, 10)}）`,
          file_id: pdfFile.id,
          word_file_id: docxFile.id,
          is_annual: 0,
          created_by: by.id,
          created_at: at,
          updated_at: at,
        },
        [input.clientOrganizationId],
      )
      await trx
        .insertInto('study_versions')
        .values({
          study_id: study.id,
          number,
          snapshot: JSON.stringify(content),
          report_id: reportId,
          docx_file_id: docxFile.id,
          pdf_file_id: pdfFile.id,
          published_by: by.id,
          published_at: at,
        })
        .execute()
      return String(number)
    }
    const call: KeyedCall = input.call ?? { userId: by.id, route: 'publish', key: undefined, request: null, now: at }
    const { result, replayed } = await writeOnce(db, call, (d) =>
      d.isTransaction ? write(d) : d.transaction().execute(write),
    )
    if (!replayed) return { number, reportId, replayed }
    // The same publish was made before: its version stands, the files rendered now are not needed.
    for (const key of keys) await storage.remove(key).catch(() => undefined)
    const earlier = await db
      .selectFrom('study_versions')
      .select(['number', 'report_id'])
      .where('study_id', '=', study.id)
      .where('number', '=', Number(result))
      .executeTakeFirstOrThrow()
    return { number: Number(earlier.number), reportId: earlier.report_id, replayed }
  } catch (error) {
    for (const key of keys) await storage.remove(key).catch(() => undefined)
    if (error instanceof AppError) throw error
    const taken = await db
      .selectFrom('study_versions')
      .select('number')
      .where('study_id', '=', study.id)
      .where('number', '=', number)
      .executeTakeFirst()
    if (taken) throw new AppError(409, 'conflict', `第 ${number} 版刚刚已由他人发布，请刷新后再试`)
    input.log?.(error)
    throw new AppError(
      500,
      'publish_failed',
      '发布失败：文件未能保存，没有生成新版本，草稿与已发布版本均未改变，请稍后重试',
    )
  }
}
