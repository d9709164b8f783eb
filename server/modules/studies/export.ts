import type { StudyContent } from '../../../common/study/api.ts'
import { AppError } from '../../errors.ts'

/** What the document says about its own edition: the working draft, or published version n. */
export type Edition = { kind: 'draft' } | { kind: 'version'; number: number; publishedAt: string }

export type StudyFiles = { docx: Uint8Array; pdf: Uint8Array }

/** The study's Word document (the document renderers of reports/document are not merged yet). */
export async function studyDocx(_content: StudyContent, _edition: Edition): Promise<Uint8Array> {
  throw new AppError(503, 'export_failed', '导出失败：文档生成模块尚未就绪，草稿未受影响')
}

export async function studyPdf(_content: StudyContent, _edition: Edition): Promise<Uint8Array> {
  throw new AppError(503, 'export_failed', '导出失败：文档生成模块尚未就绪，草稿未受影响')
}
