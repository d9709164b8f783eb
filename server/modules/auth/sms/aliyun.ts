import { createHmac, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '#server/lib/clock'
import { maskPhone } from '../phone.ts'
import type { SmsProvider } from './provider.ts'

export type AliyunSmsOptions = {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  /** Dysmsapi endpoint, e.g. https://dysmsapi.aliyuncs.com/ (tests point it at a local fake). */
  endpoint: string
  timeoutMs?: number
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it: encodeURIComponent plus ! ' ( ) *. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Sorted, encoded `k=v&…` of every parameter except Signature. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&')
}

/** Aliyun RPC signature V1: Base64(HMAC-SHA1(secret + '&', METHOD & %2F & encode(canonical query))). */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64')
}

/** Aliyun SMS (Dysmsapi SendSms, version 2017-05-25) with a template whose variable is `code`. */
export function aliyunSmsProvider(options: AliyunSmsOptions, log: FastifyBaseLogger, clock: Clock): SmsProvider {
  return {
    name: 'aliyun',
    async send({ phone, code }) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      }
      params.Signature = signRpc('GET', params, options.accessKeySecret)
      const query = Object.entries(params)
        .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
        .join('&')
      const url = `${options.endpoint.replace(/\/?$/, '/')}?${query}`
      // The URL carries the code: it is never logged, only the masked phone and Aliyun's answer are.
      const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) })
      const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string; RequestId?: string }
      if (!res.ok || body.Code !== 'OK') {
        throw new Error(
          `Aliyun SMS to ${maskPhone(phone)} failed: ${res.status} ${body.Code ?? ''} ${body.Message ?? ''}`,
        )
      }
      log.info({ provider: 'aliyun', request_id: body.RequestId }, `SMS to ${maskPhone(phone)} sent`)
    },
  }
}
