import { vi } from 'vitest'
import type { Reply } from './mock-fetch.ts'

/** One upload as the test saw it: the URL, the request headers and the multipart body with its `file`. */
export type XhrCall = { url: string; headers: Record<string, string>; body: FormData; file: File | undefined }

/**
 * Replaces XMLHttpRequest (uploads use it for progress): each send reports some progress, then answers with the
 * next reply in order ('network-down' fails the request; none left answers 500).
 */
export function mockXhr(replies: (Reply | 'network-down')[]) {
  const calls: XhrCall[] = []
  class FakeXhr {
    status = 0
    responseText = ''
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {}
    onload?: () => void
    onerror?: () => void
    private url = ''
    private headers: Record<string, string> = {}
    open(_method: string, url: string) {
      this.url = url
    }
    setRequestHeader(key: string, value: string) {
      this.headers[key] = value
    }
    send(body: FormData) {
      calls.push({ url: this.url, headers: this.headers, body, file: (body.get('file') as File | null) ?? undefined })
      const reply = replies.shift() ?? { status: 500, body: {} }
      setTimeout(() => {
        if (reply === 'network-down') return this.onerror?.()
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 })
        this.status = reply.status ?? 200
        this.responseText = JSON.stringify(reply.body)
        this.onload?.()
      }, 0)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return calls
}
