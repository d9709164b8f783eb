import { describe, expect, it } from 'vitest'
import { demoUserId } from '../auth/seed.ts'
import { pdf } from '../files/test-fixtures/corpus.ts'
import { linkKey, SIGNED_LINK_TTL_MS, signedLinkUrl } from './signed-links.ts'
import { outsiderId, ownProject, phones, projectTestApp } from './test-support.ts'

describe('signed document links', async () => {
  const t = await projectTestApp()
  const data = pdf('1 0 obj << /Type /Catalog /Title (可研报告) >> endobj')
  const uploaded = await t.upload(
    ownProject,
    'employee',
    [{ filename: '可研报告.pdf', type: 'application/pdf', data }],
    '成果报告',
  )
  const fileId: string = uploaded.json().data[0].id

  async function linkFor(who: keyof typeof t.headers = 'client', inline = false) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser2/signatures',
      headers: t.headers[who],
      payload: { project_id: ownProject, file_ids: [fileId], inline },
    })
    expect(res.statusCode).toBe(200)
    return res.json().data[0] as { url: string; expires_at: string }
  }

  it('downloads the exact bytes without any login header while the link is valid', async () => {
    const link = await linkFor()
    expect(Date.parse(link.expires_at) - t.clock.now()).toBe(SIGNED_LINK_TTL_MS)
    const res = await t.app.inject({ url: link.url })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(data)).toBe(true)
    expect(res.headers['content-disposition']).toContain('attachment;')
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('可研报告.pdf'))
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
  })

  it('serves an inline link inline', async () => {
    const res = await t.app.inject({ url: (await linkFor('client', true)).url })
    expect(res.headers['content-disposition']).toMatch(/^inline;/)
  })

  it('still works a moment before expiry and refuses with 410 from the expiry on', async () => {
    const link = await linkFor()
    t.clock.advance(SIGNED_LINK_TTL_MS - 1)
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(200)
    t.clock.advance(1)
    const res = await t.app.inject({ url: link.url })
    expect(res.statusCode).toBe(410)
    expect(res.json().error).toEqual({ code: 'link_expired', message: '下载链接已过期，请刷新页面后重试' })
  })

  it('refuses a link with any part changed with 403', async () => {
    const link = await linkFor()
    const url = new URL(link.url, 'http://x')
    const tamper = (key: string, value: string) => {
      const copy = new URL(url)
      copy.searchParams.set(key, value)
      return copy.pathname + copy.search
    }
    const later = String(Number(url.searchParams.get('exp')) + 3_600_000)
    const tampered = [
      tamper('exp', later),
      tamper('u', demoUserId(phones.owner)),
      tamper('d', '1'),
      tamper('sig', `${url.searchParams.get('sig')?.slice(0, -2)}AA`),
      tamper('sig', ''),
      link.url.replace(fileId, 'd9000000-0000-4000-8000-000000000001'),
    ]
    for (const bad of tampered) {
      const res = await t.app.inject({ url: bad })
      expect(res.statusCode, bad).toBe(403)
      expect(res.json().error.code).toBe('link_invalid')
    }
  })

  it('refuses a non-member: no link is issued, and a correctly signed link for them does not download', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser2/signatures',
      headers: t.headers.outsider,
      payload: { project_id: ownProject, file_ids: [fileId] },
    })
    expect(asked.statusCode).toBe(404)
    const forged = signedLinkUrl(linkKey(t.config.jwtSecret), {
      projectId: ownProject,
      fileId,
      userId: outsiderId,
      expiresMs: t.clock.now() + 60_000,
      inline: false,
    })
    const res = await t.app.inject({ url: forged })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('您已不是该项目成员，无法下载此文件')
  })

  it('ends a member’s links as soon as the member is removed', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${ownProject}/members`,
      headers: t.headers.admin,
      payload: { user_id: outsiderId, role: 'viewer' },
    })
    expect(added.statusCode).toBe(200)
    const link = await linkFor('outsider')
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(200)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${ownProject}/members/${outsiderId}`,
      headers: t.headers.admin,
    })
    expect(removed.statusCode).toBe(200)
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(403)
  })

  it('refuses to sign a file that is not in the project', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser2/signatures',
      headers: t.headers.admin,
      payload: { project_id: ownProject, file_ids: ['d9000000-0000-4000-8000-000000000001'] },
    })
    expect(res.statusCode).toBe(404)
  })

  it('rejects a link signed with another secret', async () => {
    const other = signedLinkUrl(linkKey('another-secret-another-secret-0000'), {
      projectId: ownProject,
      fileId,
      userId: demoUserId(phones.client),
      expiresMs: t.clock.now() + 60_000,
      inline: false,
    })
    expect((await t.app.inject({ url: other })).statusCode).toBe(403)
  })
})
