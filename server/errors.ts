import { z } from 'zod'
import type { ErrorCode } from '#common/errors'

/** The one error type of the API: a status, a stable code and a message meant for people (Chinese). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message = '请求的资源不存在') => new AppError(404, 'not_found', message)
export const forbidden = (message = '没有权限执行此操作') => new AppError(403, 'forbidden', message)
export const unauthorized = (message = '请先登录') => new AppError(401, 'unauthorized', message)
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_error', message, fields)
export const unavailable = (message = '服务暂时不可用，请稍后重试', retryAfterSeconds = 2) =>
  new AppError(503, 'service_unavailable', message, undefined, { 'retry-after': String(retryAfterSeconds) })

/** The body of an error answer, for the response schemas of routes (the error handler writes it). */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})
