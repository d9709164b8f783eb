import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { demoProjectIds } from '#server/modules/projects/seed'
import { startBenchApp } from './bench-app.ts'

/**
 * Issue 34's export speed: the study's Word document (assembly from the draft, charts rasterized, .docx written)
 * within 5 s for a study of 40 pages or more. A fresh seeded SQLite database in a temporary directory (DATA_DIR's
 * when set); the seed publishes the demo study; a larger study (downtown Shanghai, 15 km: a long census and ten
 * comp-set hotels with their 24 months) is created through the API. Each draft is exported RUNS times; its length is
 * read from the PDF export of the same draft (Word paginates when opened). Prints what it measured and exits non-zero
 * above the target. Meanwhile a probe (`GET /portals/categories`) runs every 50 ms, with load shedding on as in
 * production: what everyone else waits while documents are made (ADR 144), and whether any of it is refused (ADR 143).
 * Run: npm run bench:study-export [runs]
 */
const TARGET_MS = 5000
const runs = Number(process.argv[2] ?? 3)
const dataDir = mkdtempSync(join(tmpdir(), 'hic-bench-study-'))
const { dbh, base, authHeaders, close } = await startBenchApp({
  env: { DATA_DIR: process.env.DATA_DIR ?? dataDir, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1000' },
})
const headers = { ...(await authHeaders()), 'content-type': 'application/json' }
console.log(
  `${dbh.kind}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
)
const projectPath = `${base}/projects/${demoProjectIds.lakesideFeasibility}/studies`
const list = (await (await fetch(projectPath, { headers })).json()) as { data: { id: string; title: string }[] }
const created = await fetch(projectPath, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    title: '上海市中心高端酒店市场调研与可行性研究',
    site: { kind: 'point', lat: 31.2317, lng: 121.4726, name: '上海市中心地块' },
    segment: 'upscale',
    rooms: 260,
    radius_km: 15,
  }),
})
if (!created.ok) throw new Error(`creating the study failed: ${created.status} ${await created.text()}`)
const big = ((await created.json()) as { data: { id: string; title: string } }).data

/** Requests beside the exports: their latencies and how many were shed. */
const probe = { stop: false, latencies: [] as number[], shed: 0 }
const probing = (async () => {
  while (!probe.stop) {
    const started = performance.now()
    const res = await fetch(`${base}/portals/categories`, { headers })
    await res.arrayBuffer()
    probe.latencies.push(performance.now() - started)
    if (res.status === 503) probe.shed++
    await new Promise((r) => setTimeout(r, 50))
  }
})()

let failed = false
for (const study of [...list.data, big]) {
  const pdf = await fetch(`${projectPath}/${study.id}/export.pdf`, { headers })
  const pages = (await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()
  const times: number[] = []
  let size = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const res = await fetch(`${projectPath}/${study.id}/export.docx`, { headers })
    size = (await res.arrayBuffer()).byteLength
    if (!res.ok) throw new Error(`export failed: ${res.status}`)
    times.push(performance.now() - started)
  }
  const worst = Math.max(...times)
  const over = pages >= 40 && worst > TARGET_MS
  failed ||= over
  console.log(
    `${study.title}: ${pages} pages (PDF), .docx ${Math.round(size / 1024)} KB in ${times.map((t) => Math.round(t)).join(' / ')} ms${pages >= 40 ? (over ? ` — over ${TARGET_MS} ms` : ` — within ${TARGET_MS} ms`) : ''}`,
  )
}
probe.stop = true
await probing
const sorted = probe.latencies.sort((a, b) => a - b)
const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0)
console.log(
  `beside the exports: ${sorted.length} probe requests, ${probe.shed} shed, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
)
await close()
rmSync(dataDir, { recursive: true, force: true })
if (failed) process.exit(1)
