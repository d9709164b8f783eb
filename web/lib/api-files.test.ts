// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockXhr } from '../test-support/mock-xhr.ts'
import { ApiError, setSessionLostHandler } from './api-client.ts'
import { apiDownload, apiUpload, fileNameOf } from './api-files.ts'
import { session } from './session.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('file calls of the api client', () => {
  const lost = vi.fn()
  const clicks: { href: string; download: string }[] = []
  beforeEach(() => {
    session.clear()
    session.setToken('old.token.x')
    setSessionLostHandler(lost)
    lost.mockReset()
    clicks.length = 0
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download })
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('saves a download under the name the server gives, leaving empty query values out', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response('xlsx', {
          status: 200,
          headers: {
            'content-disposition': `attachment; filename="___.xlsx"; filename*=UTF-8''${encodeURIComponent('酒店导出.xlsx')}`,
          },
        }),
    )
    vi.stubGlobal('fetch', fetcher)
    await apiDownload('/hotels/export', { query: { city: '上海', brand: '', star: undefined } }, '导出.xlsx')
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`/api/v1/hotels/export?city=${encodeURIComponent('上海')}`)
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer old.token.x')
    expect(clicks).toEqual([{ href: 'blob:file', download: '酒店导出.xlsx' }])
  })

  it('uses the fallback name when the server names no file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('pdf', { status: 200 })),
    )
    await apiDownload('/reports/r1/download', {}, '年度报告.pdf')
    expect(clicks[0]?.download).toBe('年度报告.pdf')
  })

  it('reads plain and RFC 5987 file names from Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename*=utf-8''${encodeURIComponent('预算 表.xlsx')}`)).toBe('预算 表.xlsx')
    expect(fileNameOf('attachment; filename="report.pdf"')).toBe('report.pdf')
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx')
    expect(fileNameOf('attachment')).toBeUndefined()
    expect(fileNameOf(null)).toBeUndefined()
  })

  it('turns a refused download into an ApiError with the server message and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { error: { code: 'forbidden', message: '你无权导出该项目的预算' } })),
    )
    const error = await apiDownload('/procurement/projects/p1/export', {}, 'x.xlsx').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: '你无权导出该项目的预算' })
    expect(clicks).toEqual([])
  })

  it('refreshes an expired token once before a download and retries it', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(json(401, { error: { code: 'session_expired', message: '登录已过期，请重新登录' } }))
      .mockResolvedValueOnce(json(200, { data: { token: 'new.token.y' } }))
      .mockResolvedValueOnce(new Response('xlsx', { status: 200 }))
    vi.stubGlobal('fetch', fetcher)
    await apiDownload('/admin/users/export', {}, '用户导出.xlsx')
    expect((fetcher.mock.calls[2] as [string, RequestInit])[1].headers).toMatchObject({
      authorization: 'Bearer new.token.y',
    })
    expect(clicks[0]?.download).toBe('用户导出.xlsx')
  })

  it('uploads a file with its token and progress and returns data of the envelope', async () => {
    const sent = mockXhr([{ status: 200, body: { data: { total: 3 } } }])
    const progress = vi.fn()
    const file = new File(['x'], '酒店.xlsx')
    await expect(
      apiUpload('/intel/import/hotels/preview', file, { onProgress: progress, query: { dry: '', mode: 'a' } }),
    ).resolves.toEqual({ total: 3 })
    expect(sent[0]?.url).toBe('/api/v1/intel/import/hotels/preview?mode=a')
    expect(sent[0]?.headers.authorization).toBe('Bearer old.token.x')
    expect(progress).toHaveBeenCalledWith(25)
    const sentFile = sent[0]?.file as File
    expect(sentFile.name).toBe('酒店.xlsx')
    // An .xlsx without a declared type is sent with it, so that the server's type check agrees with the name.
    expect(sentFile.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  })

  it('sends a FormData as it is', async () => {
    const sent = mockXhr([{ status: 201, body: { data: [{ id: 'f1' }] } }])
    const form = new FormData()
    form.append('file', new File(['x'], 'plan.pdf', { type: 'application/pdf' }))
    form.append('note', '平面图')
    await expect(apiUpload('/projects/p1/files', form, { query: { folder: '设计' } })).resolves.toEqual([{ id: 'f1' }])
    expect(sent[0]?.body).toBe(form)
  })

  it('turns a refused upload into an ApiError with the server message', async () => {
    mockXhr([
      { status: 400, body: { error: { code: 'bad_file', message: '文件不是有效的 Excel 表格', fields: { a: 1 } } } },
    ])
    const error = await apiUpload('/files', new File(['x'], 'a.png')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_file',
      message: '文件不是有效的 Excel 表格',
      fields: { a: 1 },
    })
  })

  it('refreshes an expired token once before an upload and sends it again', async () => {
    const sent = mockXhr([
      { status: 401, body: { error: { code: 'session_expired', message: '登录已过期，请重新登录' } } },
      { status: 200, body: { data: 'ok' } },
    ])
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: { token: 'new.token.y' } })),
    )
    await expect(apiUpload('/files', new File(['x'], 'a.png'))).resolves.toBe('ok')
    expect(sent.map((s) => s.headers.authorization)).toEqual(['Bearer old.token.x', 'Bearer new.token.y'])
    expect(lost).not.toHaveBeenCalled()
  })

  it('says in Chinese when the network fails during an upload', async () => {
    mockXhr(['network-down'])
    await expect(apiUpload('/files', new File(['x'], 'a.png'))).rejects.toMatchObject({
      code: 'network_error',
      message: '网络连接失败，请检查网络后重试',
    })
  })
})
