import { AppError } from '#server/errors'

const utf16 = () =>
  new AppError(
    415,
    'unsupported_encoding',
    'CSV 文件是 UTF-16 编码，请在 Excel 中另存为“CSV UTF-8（逗号分隔）”后再上传',
  )
const notText = () =>
  new AppError(415, 'file_type_mismatch', '文件内容不是 CSV 文本（疑似二进制文件），请上传 .xlsx 或 .csv 表格')
const unknownEncoding = () =>
  new AppError(
    415,
    'unsupported_encoding',
    '无法识别 CSV 文件的编码，请在 Excel 中另存为“CSV UTF-8（逗号分隔）”后再上传',
  )

/**
 * The text of a CSV file: UTF-8 (with or without BOM), or GBK/GB18030 as Excel on Chinese Windows saves it.
 * GBK is taken only when the bytes are not valid UTF-8 and decode as GB18030 without a single replacement
 * character; anything else (binary, UTF-16, other code pages) is refused with a message that says what to do.
 */
export function decodeCsv(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw utf16()
  if (bytes.includes(0)) throw notText()
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(body)
    } catch {
      throw unknownEncoding()
    }
  }
}

/**
 * RFC 4180 records: commas, quoted fields with doubled quotes and line breaks inside, CRLF or LF.
 * A generator, so the caller can stop at the row limit without splitting the whole file first.
 */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let startLine = 1
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      fields.push(field)
      yield { line: startLine, fields }
      fields = []
      field = ''
      line++
      startLine = line
    } else field += c
  }
  if (quoted) throw new AppError(400, 'sheet_unreadable', `CSV 第 ${startLine} 行的引号没有闭合，请检查后重新上传`)
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    yield { line: startLine, fields }
  }
}
