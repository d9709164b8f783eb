import { AppError } from '#server/errors'
import { type FileKind, filePolicies, formatMb } from './policy.ts'

/** Every way an upload is refused, each with a Chinese message that says why. */
export const unsafe = (message: string) => new AppError(422, 'file_unsafe', message)

export const unsupportedType = () =>
  new AppError(415, 'unsupported_file_type', '只支持上传 PNG、JPEG、PDF 和 XLSX 文件')

export const declaredTypeMismatch = (kind: FileKind, declared: string) =>
  new AppError(
    415,
    'file_type_mismatch',
    `文件类型声明（${declared || '未声明'}）与扩展名不符，应为 ${filePolicies[kind].mime}`,
  )

export const contentMismatch = (kind: FileKind) =>
  new AppError(415, 'file_type_mismatch', `文件内容不是 ${filePolicies[kind].label} 格式，与扩展名不符`)

export const tooLarge = (kind: FileKind) =>
  new AppError(
    413,
    'file_too_large',
    `文件过大：${filePolicies[kind].label} 文件不能超过 ${formatMb(filePolicies[kind].maxBytes)}`,
  )

export const emptyFile = () => new AppError(400, 'empty_file', '文件是空的')

export const noFile = () => new AppError(400, 'no_file', '请选择要上传的文件')

export const tooManyParts = () => new AppError(413, 'too_many_parts', '一次上传的文件或字段过多')
