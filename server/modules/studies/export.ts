import {
  type StudyContent,
  type StudyDocBlock,
  type StudyDocument,
  studyChapterKeys,
  type TypedStudyContent,
} from '#common/study/api'
import { AppError } from '#server/errors'
import { type FiguresInForce, withFigures } from '#server/modules/data-desk/live'
import { type DeliverableDoc, sourceText } from '../reports/document/model.ts'
import { docxInThread, pdfInThread } from '../reports/render-thread.ts'
import { assembleStudy } from './assemble.ts'

/** What the document says about its own edition: the working draft, or published version n. */
export type Edition = { kind: 'draft' } | { kind: 'version'; number: number; publishedAt: string }

/** Renders one format; a failure answers what went wrong and that nothing was changed (the draft is untouched). */
async function render(format: 'Word' | 'PDF', run: () => Promise<Uint8Array>, log?: (error: unknown) => void) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AppError) throw error
    log?.(error)
    throw new AppError(500, 'export_failed', `${format} 文件生成失败，草稿与已发布版本均未改变，请稍后重试`)
  }
}

/** The document with the research desk's figures in force (the city's economy, the benchmark rows it cites). */
export const studyDocument = (content: StudyContent, edition: Edition, figures: FiguresInForce) =>
  withFigures(figures, () => assembleStudy(content as TypedStudyContent, edition, content.assumptions.tier))

/**
 * The document's generated blocks per chapter, for the chapter view: the same tables, charts and sentences the export
 * prints, without the consultant's text (the view shows that from the chapters) and with sources written out.
 */
export function generatedBlocks(doc: DeliverableDoc): StudyDocument {
  return {
    chapters: doc.chapters.map((chapter, i) => ({
      key: studyChapterKeys[i] as (typeof studyChapterKeys)[number],
      heading: chapter.heading,
      blocks: chapter.blocks.flatMap((b): StudyDocBlock[] => {
        if (b.kind === 'richText') return []
        if (b.kind === 'sources')
          return [{ kind: 'sources', items: b.items.map((it) => ({ label: it.label, source: sourceText(it.source) })) }]
        if (b.kind === 'table')
          return [{ ...b, columns: b.columns.map((c) => ({ label: c.label, ...(c.align ? { align: c.align } : {}) })) }]
        return [b]
      }),
    })),
  }
}

/**
 * The study's Word document. `doc` assembles it: called inside the failure handling, so a failed assembly answers
 * as a failed export; a caller that needs the document more than once passes one that assembles it once.
 */
export function studyDocx(doc: () => DeliverableDoc, log?: (error: unknown) => void) {
  return render('Word', () => docxInThread(doc()), log)
}

/** The study's PDF (unwatermarked: downloads stamp the reader's mark); `doc` as for studyDocx. */
export function studyPdf(doc: () => DeliverableDoc, log?: (error: unknown) => void) {
  return render('PDF', () => pdfInThread(doc()), log)
}
