import { expect, it } from 'vitest'
import { benchmarks, rowIn } from '#common/benchmarks/benchmarks'
import type { BenchmarkRow } from '#common/benchmarks/schema'
import type { StudyDetail } from '#common/study/api'
import { benchmarkRowKey } from '#server/modules/data-desk/catalog'
import { liveDesk } from '#server/modules/data-desk/live'
import { approve, propose } from '#server/modules/data-desk/proposals'
import { testSource } from '#server/modules/data-desk/test-source'
import { ownProject, projectTestApp } from '../projects/test-support.ts'

const { app, dbh, headers } = await projectTestApp()
const hangzhou = { kind: 'point', lat: 30.2875, lng: 120.1536, name: '杭州市中心地块' } as const

async function createStudy(title: string): Promise<StudyDetail> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/projects/${ownProject}/studies`,
    headers: headers.employee,
    payload: { title, site: hangzhou, segment: 'upscale', rooms: 220 },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data
}

/** Proposes and approves a new value for a benchmark row of the ADR (two demo users: proposer and reviewer). */
async function approveAdr(row: BenchmarkRow, delta: number, why: string) {
  const [proposer, reviewer] = await dbh.db.selectFrom('users').select('id').orderBy('phone').limit(2).execute()
  const typical = row.typical
  if (!proposer || !reviewer || typical == null) throw new Error('the demo has no users, or the row no ADR')
  const at = new Date().toISOString()
  const proposal = await propose(
    dbh.db,
    proposer,
    {
      figure: benchmarkRowKey('ops.adr', row),
      value: { low: row.low ?? null, typical: typical + delta, high: (row.high ?? typical) + delta },
      source: testSource(why),
    },
    at,
  )
  await approve(dbh.db, reviewer, proposal.id, at)
}

it('a new study starts from the ADR the research desk approved, with its source', async () => {
  const before = await createStudy('审批前')
  const tier = before.assumptions.tier
  const row = rowIn(benchmarks, 'ops.adr', { segment: 'upscale', tier })
  if (!row?.typical) throw new Error('the shipped table has no upscale ADR')
  expect(before.assumptions.manualCompSet.adr.value).toBe(row.typical)

  await approveAdr(row, 123, '测试数据（可研缺省值随数据维护更新）')

  const after = await createStudy('审批后')
  expect(after.assumptions.manualCompSet.adr.value).toBe(row.typical + 123)
  expect(after.assumptions.manualCompSet.adr.source).toMatchObject({ publisher: '测试集团' })
  // The shipped table itself is unchanged: only the computation ran with the live one.
  expect(rowIn(benchmarks, 'ops.adr', { segment: 'upscale', tier })?.typical).toBe(row.typical)
})

it('a published version keeps the chapter view of its publication after the desk approves a figure it shows', async () => {
  const study = await createStudy('发布后审批')
  const base = `/api/v1/projects/${ownProject}/studies/${study.id}`
  const document = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: `${base}${path}/document`, headers: headers.employee })
    expect(res.statusCode, res.body).toBe(200)
    return JSON.stringify(res.json().data)
  }
  const published = await app.inject({ method: 'POST', url: `${base}/publish`, headers: headers.employee })
  expect(published.statusCode, published.body).toBe(201)
  const number = published.json().data.number
  const versionBefore = await document(`/versions/${number}`)
  const draftBefore = await document('')

  // A figure the document prints: the ADR row of the study's segment and tier, which its benchmark table cites.
  const tier = study.assumptions.tier
  const row = rowIn((await liveDesk(dbh.db)).benchmarks, 'ops.adr', { segment: 'upscale', tier })
  if (!row?.typical) throw new Error('the desk has no upscale ADR')
  await approveAdr(row, 777, '测试数据（已发布版本不随审批改变）')

  // The draft's view follows the desk; the published version's stays as it was published. (Compared as booleans:
  // the documents are long.)
  expect((await document('')) === draftBefore, 'the draft did not take the approved ADR').toBe(false)
  expect((await document(`/versions/${number}`)) === versionBefore, 'the published chapter view changed').toBe(true)
})
