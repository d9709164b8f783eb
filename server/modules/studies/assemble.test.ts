import { expect, it } from 'vitest'
import { studyChapterTitles } from '#common/study/api'
import { nowIso } from '#server/lib/clock'
import { openTestDb } from '#server/test-support/test-app'
import { demoProjectIds } from '../projects/seed.ts'
import { assembleStudy } from './assemble.ts'
import { contentOf, createStudy } from './service.ts'

const dbh = await openTestDb()

it('builds the twelve chapters with generated tables, charts and an appendix of every sourced figure', async () => {
  const study = await createStudy(
    dbh.db,
    demoProjectIds.lakesideFeasibility,
    {
      title: '杭州测试研究',
      site: { kind: 'point', lat: 30.2875, lng: 120.1536, name: '杭州地块' },
      segment: 'upscale',
      rooms: 220,
    },
    null,
    nowIso(),
  )
  const content = await contentOf(dbh.db, study)
  const doc = assembleStudy(content as never, { kind: 'draft' }, content.assumptions.tier)
  if (process.env.PRINT_DOC) console.log(JSON.stringify(doc, null, 1))
  expect(doc.chapters.map((c) => c.heading)).toEqual(Object.values(studyChapterTitles))
  const tables = doc.chapters.flatMap((c) => c.blocks.filter((b) => b.kind === 'table'))
  const charts = doc.chapters.flatMap((c) => c.blocks.filter((b) => b.kind === 'chart'))
  expect(tables.length).toBeGreaterThan(15)
  expect(charts.length).toBeGreaterThanOrEqual(6)
  const appendix = doc.chapters.at(-1)
  const list = appendix?.blocks.find((b) => b.kind === 'table')
  if (list?.kind !== 'table') throw new Error('no appendix table')
  expect(list.rows.some((r) => r[3] === '测算假设')).toBe(true)
  expect(list.rows.some((r) => r[3]?.includes('杭州市统计局'))).toBe(true)
  for (const row of list.rows) expect(row[4]).not.toBe('')
  await dbh.close()
})
