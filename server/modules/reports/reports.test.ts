import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { rowCount } from '#server/test-support/db'
import { createTestApp, manualClock } from '#server/test-support/test-app'
import { demoOrgIds } from '../auth/seed.ts'
import { type Part, png, postParts, pdf as rawPdf } from '../files/test-fixtures/corpus.ts'
import { demoDeliverables } from './demo-content.ts'
import { researchReports } from './research/catalogue.ts'
import { seedReports } from './seed.ts'
import { pageTexts, plainPdf } from './test-fixtures/pdfs.ts'

const [eastChina, ownerAsset, annual2024, annual2025] = demoDeliverables.map((r) => r.id) as [
  string,
  string,
  string,
  string,
]
/** The research reports are open to every signed-in user; the first is the one the PDF tests open. */
const research = researchReports().map((r) => r.id)
const industry = research[0] as string
const open = [...research, annual2024, annual2025]
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe('report library', async () => {
  const clock = manualClock(Date.parse('2026-11-22T08:00:00.000Z'))
  const { app, dbh } = await createTestApp({ clock })
  await seedReports(dbh.db, app.deps.storage)
  const as = {
    admin: await loginAs(app, '13800000000'),
    staff: await loginAs(app, '13800000001'),
    group: await loginAs(app, '13800000007'),
    owner: await loginAs(app, '13800000011'),
    hotel: await loginAs(app, '13800000013'),
    partner: await loginAs(app, '13800000002'),
  }
  type Who = keyof typeof as

  const get = (url: string, who: Who, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { ...as[who], ...headers } })
  const ids = async (url: string, who: Who) => {
    const res = await get(url, who)
    expect(res.statusCode).toBe(200)
    return (res.json().data as { id: string }[]).map((r) => r.id).sort()
  }
  const auditRows = (action: string) =>
    dbh.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').execute()

  describe('listing', () => {
    it('shows a client the open reports and those of its own organization only', async () => {
      expect(await ids('/api/v1/reports', 'hotel')).toEqual([...open].sort())
      expect(await ids('/api/v1/reports', 'group')).toEqual([...open, eastChina].sort())
      expect(await ids('/api/v1/reports', 'owner')).toEqual([...open, ownerAsset].sort())
      expect(await ids('/api/v1/reports', 'partner')).toEqual([...open].sort())
    })

    it('shows staff and administrators every report', async () => {
      expect(await ids('/api/v1/reports', 'staff')).toHaveLength(research.length + 4)
      expect(await ids('/api/v1/reports', 'admin')).toHaveLength(research.length + 4)
    })

    it('filters by annual, year, topic and a case-insensitive search in title and summary', async () => {
      expect(await ids('/api/v1/reports?annual=1', 'hotel')).toEqual([annual2024, annual2025].sort())
      expect(await ids('/api/v1/reports?year=2024', 'staff')).toEqual([ownerAsset, annual2024].sort())
      expect(await ids('/api/v1/reports?topic=city', 'staff')).toEqual([eastChina])
      expect(await ids('/api/v1/reports?q=华东', 'staff')).toEqual([eastChina])
      expect(await ids('/api/v1/reports?q=特许经营费', 'staff')).toEqual([research[1]])
      expect(await ids('/api/v1/reports?topic=budget', 'hotel')).toEqual([research[0]])
      expect(await ids('/api/v1/reports?q=revpar', 'staff')).toEqual([])
      expect(await ids('/api/v1/reports?q=%25', 'staff')).toEqual([])
      expect(await ids('/api/v1/reports?topic=city', 'hotel')).toEqual([])
    })

    it('refuses bad filter values with a Chinese reason per field', async () => {
      for (const [query, field] of [
        ['year=abc', 'year'],
        ['year=1800', 'year'],
        ['topic=nope', 'topic'],
        ['annual=2', 'annual'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ] as const) {
        const res = await get(`/api/v1/reports?${query}`, 'staff')
        expect(res.statusCode, query).toBe(400)
        expect(res.json().error.fields[field], query).toMatch(/[\u4e00-\u9fa5]/)
      }
    })

    it('answers 401 without a session', async () => {
      expect((await app.inject('/api/v1/reports')).statusCode).toBe(401)
    })
  })

  describe('one report', () => {
    it('answers 404 for an unknown report, 403 for one the user may not read, 400 for a malformed id', async () => {
      const missing = await get(`/api/v1/reports/${UNKNOWN}`, 'hotel')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe('报告不存在')
      const hidden = await get(`/api/v1/reports/${eastChina}`, 'hotel')
      expect(hidden.statusCode).toBe(403)
      expect(hidden.json().error.message).toBe('没有权限查看此报告')
      expect((await get(`/api/v1/reports/${eastChina}/pdf`, 'hotel')).statusCode).toBe(403)
      expect((await get(`/api/v1/reports/${eastChina}/download`, 'hotel')).statusCode).toBe(403)
      expect((await get(`/api/v1/reports/${UNKNOWN}/pdf`, 'hotel')).statusCode).toBe(404)
      expect((await get('/api/v1/reports/not-an-id', 'hotel')).statusCode).toBe(400)
    })

    it('tells staff which organizations may read a report, and clients nothing about it', async () => {
      const forStaff = (await get(`/api/v1/reports/${eastChina}`, 'staff')).json().data
      expect(forStaff.organization_ids.sort()).toEqual([demoOrgIds.management_group, demoOrgIds.project_client].sort())
      const forClient = (await get(`/api/v1/reports/${eastChina}`, 'group')).json().data
      expect(forClient.title).toBe('华东区域中高端酒店市场研究（演示）')
      expect(forClient).not.toHaveProperty('organization_ids')
    })
  })

  describe('the PDF for the viewer', () => {
    it('serves the whole PDF inline, and a byte range with 206, auditing the opening request once', async () => {
      const before = (await auditRows('report_view')).length
      const full = await get(`/api/v1/reports/${industry}/pdf`, 'hotel')
      expect(full.statusCode).toBe(200)
      expect(full.headers['content-type']).toBe('application/pdf')
      expect(full.headers['accept-ranges']).toBe('bytes')
      expect(full.headers['x-content-type-options']).toBe('nosniff')
      expect(full.headers['content-disposition']).toMatch(/^inline; /)
      expect(full.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const pages = (await pageTexts(full.rawPayload)).length
      expect(pages).toBeGreaterThanOrEqual(8)

      const part = await get(`/api/v1/reports/${industry}/pdf`, 'hotel', { range: 'bytes=100-1123' })
      expect(part.statusCode).toBe(206)
      expect(part.headers['content-range']).toBe(`bytes 100-1123/${full.rawPayload.length}`)
      expect(part.rawPayload.equals(full.rawPayload.subarray(100, 1124))).toBe(true)
      const bad = await get(`/api/v1/reports/${industry}/pdf`, 'hotel', { range: 'bytes=99999999-' })
      expect(bad.statusCode).toBe(416)

      const views = (await auditRows('report_view')).slice(before)
      expect(views).toHaveLength(1)
      expect(JSON.parse(views[0]?.detail ?? '{}').report_id).toBe(industry)
      expect(views[0]?.actor_user_id).toBeTruthy()
    })
  })

  describe('the watermarked download', () => {
    it('stamps the user name, the last four phone digits and the date into every page, and audits it', async () => {
      const before = (await auditRows('report_download')).length
      const res = await get(`/api/v1/reports/${industry}/download`, 'hotel')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.headers['content-disposition']).toMatch(/^attachment; /)
      const texts = await pageTexts(res.rawPayload)
      expect(texts.length).toBeGreaterThanOrEqual(8)
      for (const text of texts) expect(text).toContain('马一鸣 0013 2026-11-22')
      // The original keeps no watermark: the copy is made per download.
      const original = await get(`/api/v1/reports/${industry}/pdf`, 'hotel')
      expect((await pageTexts(original.rawPayload)).join('')).not.toContain('0013')
      const downloads = (await auditRows('report_download')).slice(before)
      expect(downloads).toHaveLength(1)
      expect(downloads[0]?.phone_masked).toBe('138****0013')
    })
  })

  describe('uploads by staff', () => {
    const upload = (parts: Part[], who: Who = 'staff') => postParts(app, '/api/v1/reports', parts, as[who])
    const fields = (values: Record<string, string>): Part[] =>
      Object.entries(values).map(([field, data]) => ({ field, data }))
    const good = { title: '苏州酒店市场快报（演示）', topic: 'city', year: '2026', summary: '季度快报' }
    const fileCount = () => rowCount(dbh.db, 'files')

    it('creates a report limited to the listed organizations, readable by them only', async () => {
      const res = await upload([
        ...fields({ ...good, organization_ids: demoOrgIds.single_hotel }),
        { filename: '苏州快报.pdf', type: 'application/pdf', data: await plainPdf(3) },
      ])
      expect(res.statusCode).toBe(201)
      const created = res.json().data
      expect(created).toMatchObject({ title: good.title, topic: 'city', year: 2026, is_annual: false })
      expect(created.organization_ids).toEqual([demoOrgIds.single_hotel])
      expect((await get(`/api/v1/reports/${created.id}`, 'hotel')).statusCode).toBe(200)
      expect((await get(`/api/v1/reports/${created.id}`, 'group')).statusCode).toBe(403)
      const pdf = await get(`/api/v1/reports/${created.id}/pdf`, 'hotel')
      expect(await pageTexts(pdf.rawPayload)).toEqual([
        'Sample report page 1',
        'Sample report page 2',
        'Sample report page 3',
      ])
      const audit = await auditRows('report_create')
      expect(audit.some((row) => JSON.parse(row.detail).report_id === created.id)).toBe(true)
    })

    it('refuses clients: only staff may add reports', async () => {
      const res = await upload(
        [...fields(good), { filename: 'a.pdf', type: 'application/pdf', data: await plainPdf(1) }],
        'group',
      )
      expect(res.statusCode).toBe(403)
    })

    it('refuses bad metadata with a reason per field and keeps no file', async () => {
      const before = await fileCount()
      const res = await upload([
        ...fields({ title: ' ', topic: 'nope', year: '20x6', is_annual: 'yes', organization_ids: 'abc' }),
        { filename: 'a.pdf', type: 'application/pdf', data: await plainPdf(1) },
      ])
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json().error.fields).sort()).toEqual(
        ['is_annual', 'organization_ids', 'title', 'topic', 'year'].sort(),
      )
      expect(await fileCount()).toBe(before)
    })

    it('refuses an organization that does not exist', async () => {
      const res = await upload([
        ...fields({ ...good, organization_ids: UNKNOWN }),
        { filename: 'a.pdf', type: 'application/pdf', data: await plainPdf(1) },
      ])
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.organization_ids).toContain(UNKNOWN)
    })

    it('applies the upload rules of the files module: only a safe, real PDF is accepted', async () => {
      const cases: [Part, number, string][] = [
        [{ filename: 'logo.png', type: 'image/png', data: png(8, 8) }, 415, 'report_not_pdf'],
        [{ filename: 'fake.pdf', type: 'application/pdf', data: png(8, 8) }, 415, 'file_type_mismatch'],
        [{ filename: 'r.pdf', type: 'image/png', data: await plainPdf(1) }, 415, 'file_type_mismatch'],
        [
          {
            filename: 'js.pdf',
            type: 'application/pdf',
            data: rawPdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
          },
          422,
          'file_unsafe',
        ],
        [{ filename: 'empty.pdf', type: 'application/pdf', data: '' }, 400, 'empty_file'],
      ]
      for (const [file, status, code] of cases) {
        const res = await upload([...fields(good), file])
        expect(res.statusCode, file.filename).toBe(status)
        expect(res.json().error.code, file.filename).toBe(code)
      }
      const none = await upload(fields(good))
      expect(none.json().error.code).toBe('no_file')
      const two = await upload([
        ...fields(good),
        { filename: 'a.pdf', type: 'application/pdf', data: await plainPdf(1) },
        { filename: 'b.pdf', type: 'application/pdf', data: await plainPdf(1) },
      ])
      expect(two.statusCode).toBe(400)
    })

    it('marks an annual report, which then appears under annual=1', async () => {
      const res = await upload([
        ...fields({ ...good, title: '2026 年度报告（演示）', topic: 'huamei', is_annual: '1' }),
        { filename: 'annual.pdf', type: 'application/pdf', data: await plainPdf(1) },
      ])
      expect(res.statusCode).toBe(201)
      expect(await ids('/api/v1/reports?annual=1', 'partner')).toContain(res.json().data.id)
    })
  })
})
