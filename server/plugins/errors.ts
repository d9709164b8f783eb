import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { AppError } from '../errors.ts'

type Envelope = { error: { code: string; message: string; fields?: Record<string, string> } }

/** The only place that turns failures into the `{error:{code,message,fields?}}` envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.status).send(envelope(error.code, error.message, error.fields))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.issue?.path?.[0] ?? '')
        const key = path || issue.params?.issue?.path?.join('.') || '_'
        fields[key] ??= issue.message ?? '格式不正确'
      }
      return reply.status(400).send(envelope('validation_error', '请求参数不正确', fields))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(envelope('service_unavailable', '服务暂时不可用，请稍后重试'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = clientCode(status, error)
      return reply.status(status).send(envelope(code, clientMessages[code] ?? clientMessage(status)))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(envelope('internal_error', '服务器内部错误'))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('not_found', `接口不存在: ${request.method} ${request.url.split('?')[0]}`))
  })
}

export function envelope(code: string, message: string, fields?: Record<string, string>): Envelope {
  return { error: fields ? { code, message, fields } : { code, message } }
}

function clientCode(status: number, error: FastifyError) {
  if (/^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(error.code)) return 'too_many_parts'
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return 'file_too_large'
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'not_multipart'
  if (status === 413) return 'payload_too_large'
  if (status === 415) return 'unsupported_media_type'
  if (status === 429) return 'rate_limited'
  if (status === 404) return 'not_found'
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'invalid_json'
  return 'bad_request'
}

const clientMessages: Record<string, string> = {
  too_many_parts: '一次上传的文件或字段过多（最多 10 个文件）',
  file_too_large: '文件过大，超过了允许的大小',
  not_multipart: '请以 multipart/form-data 方式上传文件',
}

function clientMessage(status: number) {
  if (status === 413) return '请求内容过大'
  if (status === 415) return '不支持的内容类型'
  if (status === 429) return '请求过于频繁，请稍后再试'
  if (status === 404) return '请求的资源不存在'
  return '请求格式不正确'
}
