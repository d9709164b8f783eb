import type { StudyContent } from '#common/study/api'
import type { Db } from '#server/db/database'
import { type KeyedCall, writeOnce } from '#server/db/write-once'
import { AppError } from '#server/errors'
import { newId } from '#server/lib/ids'
import { liveDesk } from '#server/modules/data-desk/live'
import type { Storage } from '../files/storage.ts'
import { type StoredDeliverable, storeDeliverable } from '../reports/deliverable-files.ts'
import type { DeliverableDoc } from '../reports/document/model.ts'
import { insertReportRows } from '../reports/queries.ts'
import { generatedBlocks, studyDocument, studyDocx, studyPdf } from './export.ts'
import type { Study } from './store.ts'

export type Publisher = { id: string; organization_id: string | null }

/**
 * Publishes the draft as it stands as version n+1: renders Word and PDF of the frozen content, stores both, then in
 * one transaction writes the files, the report library entry (readable by the project's client organization) and
 * the version with its snapshot and its chapter view, the view with the research desk's figures of this moment, as
 * the files have them. Rendering or storing failing leaves the draft and earlier versions as they were and no
 * stored bytes behind; a version number taken meanwhile answers 409.
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
  const figures = await liveDesk(db)
  // Assembled once, for the Word file, the PDF and the chapter view alike.
  let assembled: DeliverableDoc | undefined
  const doc = () => {
    assembled ??= studyDocument(content, edition, figures)
    return assembled
  }
  const [docx, pdf] = await Promise.all([studyDocx(doc, input.log), studyPdf(doc, input.log)])
  let stored: StoredDeliverable | undefined
  try {
    const title = `${content.title}（第 ${number} 版）`
    stored = await storeDeliverable(
      storage,
      { docx, pdf },
      { name: title, ownerUserId: by.id, organizationId: input.clientOrganizationId, at },
    )
    const { docx: docxFile, pdf: pdfFile } = stored.files
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
          document: JSON.stringify(generatedBlocks(doc())),
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
    await stored.discard()
    const earlier = await db
      .selectFrom('study_versions')
      .select(['number', 'report_id'])
      .where('study_id', '=', study.id)
      .where('number', '=', Number(result))
      .executeTakeFirstOrThrow()
    return { number: Number(earlier.number), reportId: earlier.report_id, replayed }
  } catch (error) {
    await stored?.discard()
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
