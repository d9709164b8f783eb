import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { newId } from '#server/lib/ids'
import { loginEach } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { jpeg, multipart, type Part, padTo, pdf, png, postParts, sizes, xlsx } from './test-fixtures/corpus.ts'

const MB = 1024 * 1024
const phones = { alice: '13800000008', bob: '13800000011', carol: '13800000098', staff: '13800000001' }
type Who = keyof typeof phones

describe('file uploads and downloads', async () => {
  const { app, dbh } = await createTestApp()
  // A colleague of alice in the same client organization.
  const alice = await dbh.db.selectFrom('users').selectAll().where('phone', '=', phones.alice).executeTakeFirstOrThrow()
  await dbh.db
    .insertInto('users')
    .values({ ...alice, id: newId(), username: '同事', phone: phones.carol })
    .execute()
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-test-elapsed-ms', String(reply.elapsedTime))
  })
  const headers = await loginEach(app, phones)

  const upload = (parts: Part[], as: Who = 'alice') => postParts(app, '/api/v1/files', parts, headers[as])
  const one = (filename: string, type: string, data: Buffer | string) => upload([{ filename, type, data }])

  it('accepts a PNG, JPEG, PDF and XLSX whose name, type and content agree, and keeps their metadata', async () => {
    const res = await upload([
      { filename: 'logo.png', type: 'image/png', data: png(64, 64) },
      { filename: '现场照片.jpg', type: 'image/jpeg', data: jpeg() },
      { filename: '可研报告.pdf', type: 'application/pdf', data: pdf() },
      {
        filename: 'users.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: xlsx(),
      },
    ])
    expect(res.statusCode).toBe(201)
    const files = res.json().data
    expect(files.map((f: { kind: string }) => f.kind)).toEqual(['png', 'jpeg', 'pdf', 'xlsx'])
    expect(files[1].original_name).toBe('现场照片.jpg')
    expect(files[2].sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('serves a download with its exact type, nosniff, a sandbox CSP and the original name', async () => {
    const data = pdf('1 0 obj << /Type /Catalog /Title (年报) >> endobj')
    const { id } = (await one('2025年报.pdf', 'application/pdf', data)).json().data[0]
    const res = await app.inject({ url: `/api/v1/files/${id}`, headers: headers.alice })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(data)).toBe(true)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('2025年报.pdf')}`)
  })

  it('answers a range request on a PDF with 206 and the requested bytes, and 416 for a bad range', async () => {
    const data = padTo(pdf(), 5000)
    const { id } = (await one('big.pdf', 'application/pdf', data)).json().data[0]
    const part = await app.inject({
      url: `/api/v1/files/${id}`,
      headers: { ...headers.alice, range: 'bytes=100-199' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 100-199/5000')
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true)
    const bad = await app.inject({
      url: `/api/v1/files/${id}`,
      headers: { ...headers.alice, range: 'bytes=6000-' },
    })
    expect(bad.statusCode).toBe(416)
  })

  it('lets the owner, the same organization and staff read a file, and refuses another organization', async () => {
    const { id } = (await one('plan.pdf', 'application/pdf', pdf())).json().data[0]
    const status = async (who: Who) =>
      (await app.inject({ url: `/api/v1/files/${id}/meta`, headers: headers[who] })).statusCode
    expect(await status('alice')).toBe(200)
    expect(await status('carol')).toBe(200)
    expect(await status('staff')).toBe(200)
    expect(await status('bob')).toBe(403)
  })

  it('answers an unknown or malformed file id with 404 or 400', async () => {
    const as = headers.alice
    expect(
      (await app.inject({ url: '/api/v1/files/00000000-0000-4000-8000-000000000000', headers: as })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ url: '/api/v1/files/../../etc/passwd', headers: as })).statusCode,
    ).toBeGreaterThanOrEqual(400)
    expect((await app.inject({ url: '/api/v1/files/not-a-uuid', headers: as })).statusCode).toBe(400)
  })

  describe('abuse corpus: each refused with a 4xx and a Chinese reason, in under a second', () => {
    const bomb = xlsx([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * MB) }])
    const cases: [
      string,
      () => Promise<{
        statusCode: number
        headers: Record<string, unknown>
        json: () => { error: { code: string; message: string } }
      }>,
      string,
    ][] = [
      [
        'HTML in a .png',
        () => one('a.png', 'image/png', '<html><script>alert(1)</script></html>'),
        'file_type_mismatch',
      ],
      ['a JPEG/script polyglot', () => one('p.jpg', 'image/jpeg', jpeg('<script>alert(1)</script>')), 'file_unsafe'],
      [
        'a PDF with JavaScript',
        () =>
          one(
            'x.pdf',
            'application/pdf',
            pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
          ),
        'file_unsafe',
      ],
      [
        'an xlsx zip bomb',
        () => one('b.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bomb),
        'file_unsafe',
      ],
      [
        'an xlsx whose declared sizes lie',
        () =>
          one(
            'l.xlsx',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            xlsx([{ name: 'xl/s.xml', data: Buffer.from('x'), declaredSize: 2_000_000_000 }]),
          ),
        'file_unsafe',
      ],
      [
        '../ entry names in an xlsx',
        () =>
          one(
            't.xlsx',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            xlsx([{ name: '../../evil.sh', data: Buffer.from('rm -rf /') }]),
          ),
        'file_unsafe',
      ],
      [
        'a zip that is not a workbook',
        () =>
          one('z.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx().subarray(0, 40)),
        'file_unsafe',
      ],
      ['a pixel-flood PNG header', () => one('f.png', 'image/png', png(100_000, 100_000)), 'file_unsafe'],
      [
        'a PNG one byte over 10 MB',
        () => one('o.png', 'image/png', padTo(png(10, 10), sizes.image + 1)),
        'file_too_large',
      ],
      [
        'a JPEG one byte over 10 MB',
        () => one('o.jpg', 'image/jpeg', padTo(jpeg(), sizes.image + 1)),
        'file_too_large',
      ],
      [
        'a PDF one byte over 50 MB',
        () => one('o.pdf', 'application/pdf', padTo(pdf(), sizes.pdf + 1)),
        'file_too_large',
      ],
      [
        'an XLSX one byte over 20 MB',
        () =>
          one(
            'o.xlsx',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            padTo(xlsx(), sizes.xlsx + 1),
          ),
        'file_too_large',
      ],
      ['a wrong declared type', () => one('r.pdf', 'image/png', pdf()), 'file_type_mismatch'],
      [
        'an executable renamed .pdf',
        () => one('e.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 this program')),
        'file_type_mismatch',
      ],
      ['a type that is not allowed', () => one('page.html', 'text/html', '<html></html>'), 'unsupported_file_type'],
      ['an empty file', () => one('e.png', 'image/png', ''), 'empty_file'],
      [
        'a multipart with 1,000 parts',
        () => upload(Array.from({ length: 1000 }, (_, i) => ({ field: `f${i}`, data: 'x' }))),
        'too_many_parts',
      ],
      ['a request without any file', () => upload([{ field: 'note', data: 'hello' }]), 'no_file'],
    ]
    it.each(cases)('refuses %s', async (_name, send, code) => {
      const res = await send()
      // Server-side time from the first byte to the answer (building the test payload is not the server's work).
      const elapsed = Number(res.headers['x-test-elapsed-ms'])
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json().error.code).toBe(code)
      expect(res.json().error.message).toMatch(/[\u4e00-\u9fa5]/)
      expect(elapsed).toBeLessThan(1000)
    })

    // Memory across the corpus is measured on a real server process: upload-memory.test.ts.
    it('leaves no file behind across the whole corpus', async () => {
      for (const [, send] of cases) await send()
      const rows = await dbh.db.selectFrom('files').select(['original_name']).execute()
      const refusedNames = ['a.png', 'p.jpg', 'x.pdf', 'b.xlsx', 'f.png', 'o.pdf', 'r.pdf', 'e.pdf']
      expect(rows.filter((r) => refusedNames.includes(r.original_name))).toEqual([])
    })
  })

  it('stays compressible: a deflate bomb really is tiny before expansion', () => {
    expect(deflateRawSync(Buffer.alloc(40 * MB)).length).toBeLessThan(100 * 1024)
  })
})

describe('file routes without a login', async () => {
  const { app } = await createTestApp()
  it('refuse uploads and downloads with 401', async () => {
    const body = multipart([{ filename: 'a.png', type: 'image/png', data: png() }])
    const up = await app.inject({ method: 'POST', url: '/api/v1/files', payload: body.payload, headers: body.headers })
    expect(up.statusCode).toBe(401)
    const down = await app.inject('/api/v1/files/00000000-0000-4000-8000-000000000000')
    expect(down.statusCode).toBe(401)
  })
})
