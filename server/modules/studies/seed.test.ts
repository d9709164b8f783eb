import { PDFDocument } from 'pdf-lib'
import { expect, it } from 'vitest'
import type { StudyFigures, StudyListRow, TypedStudyContent } from '#common/study/api'
import { demoOrgIds } from '../auth/seed.ts'
import { ownProject, projectTestApp } from '../projects/test-support.ts'
import { seedStudies } from './seed.ts'
import { readDocx } from './test-support.ts'

const t = await projectTestApp()
const { app, headers } = t
const base = `/api/v1/projects/${ownProject}/studies`

it('seeds the project client a complete, published study of its Qiandao Lake resort, once', async () => {
  await seedStudies(t.dbh.db, app.deps.storage)
  await seedStudies(t.dbh.db, app.deps.storage)
  const list = await app.inject({ method: 'GET', url: base, headers: headers.client })
  const rows: StudyListRow[] = list.json().data
  expect(rows).toHaveLength(1)
  const [row] = rows
  if (!row) throw new Error('no study')
  expect(row.versions.map((v) => v.number)).toEqual([1])

  const version = await app.inject({ method: 'GET', url: `${base}/${row.id}/versions/1`, headers: headers.client })
  const content: TypedStudyContent = version.json().data.content
  expect(content.site.city_name).toBe('杭州市')
  // The six upper-midscale to upper-upscale resorts around the site, each with a reason; the luxury and the midscale
  // hotel of the lake are in the census but not in the set.
  expect(content.comp_set.hotels).toHaveLength(6)
  expect(content.census.existing).toHaveLength(8)
  expect(content.census.pipeline.map((h) => h.pipeline_status).sort()).toEqual(['opening', 'signed'].sort())
  const figures = content.figures as StudyFigures
  expect(figures.projection).toHaveLength(10)
  expect(content.problems).toEqual([])
  expect(content.chapters.every((c) => c.key === 'appendix' || c.text.length > 0)).toBe(true)

  // The client's portal lists it among its reports, with its Word file.
  const portal = await app.inject({ url: `/api/v1/portals/${demoOrgIds.project_client}/home`, headers: headers.client })
  const report = portal.json().data.home.reports.find((r: { id: string }) => r.id === row.versions[0]?.report_id)
  expect(report).toMatchObject({ title: '云栖湖畔度假酒店市场调研与可行性研究（第 1 版）', has_word: true })

  const pdf = await app.inject({ method: 'GET', url: `${base}/${row.id}/versions/1/pdf`, headers: headers.client })
  expect(pdf.statusCode).toBe(200)
  const pages = (await PDFDocument.load(pdf.rawPayload)).getPageCount()
  expect(pages).toBeGreaterThanOrEqual(20)

  const started = performance.now()
  const draft = await app.inject({ method: 'GET', url: `${base}/${row.id}/export.docx`, headers: headers.employee })
  const ms = performance.now() - started
  expect(draft.statusCode).toBe(200)
  const doc = await readDocx(draft.rawPayload)
  expect(doc.headings).toHaveLength(12)
  expect(doc.text).toContain('千岛湖湖畔度假酒店')
  console.info(`demo study: PDF ${pages} pages; draft .docx ${draft.rawPayload.length} bytes in ${Math.round(ms)} ms`)
})
