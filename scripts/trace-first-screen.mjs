// `npm run trace -- /startPage/homeConsult --as 13800000006`: where a signed-in first screen's main thread goes.
// Loads the page in Debian's Chromium at Lighthouse's 4× CPU slowdown, as lighthouse.mjs does (the built server, a
// throwaway database, the browser signed in as after /login), records Chrome's trace and a CPU profile, and prints
// each long task (over 50 ms) with the kinds of work inside it and the functions that took the most time in it. For
// readable function names, build without minifying first (`npx vite build --minify false`). TRACE_RUNS (default 2);
// TRACE_SHOW_MS (default 50) lists shorter tasks too: those become long tasks on a slower machine.
import puppeteer from 'puppeteer-core'
import { launchChromium, pageArgs, withServer } from './signed-in.mjs'

const { path, phone } = pageArgs()
const runs = Number(process.env.TRACE_RUNS ?? 2)
const LONG_US = 50_000
const SHOW_US = Number(process.env.TRACE_SHOW_MS ?? 50) * 1000
/** Trace events worth naming inside a task (script, style, layout, paint, parsing, timers, GC). */
const kinds = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'TimerFire',
  'MinorGC',
  'MajorGC',
])

const file = (url) => url.split('/').pop() || '(page)'
const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
    .join('; ')

/** Self time per function of the profile's samples that fall inside [from, to] (microseconds, the trace's clock). */
function selfTimes(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const totals = new Map()
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]
    const dt = profile.timeDeltas[i + 1] ?? 0
    if (t < from || t > to) return
    const { functionName, url } = nodes.get(id).callFrame
    if (functionName === '(idle)') return
    const key = url ? `${functionName || '(anonymous)'}@${file(url)}` : functionName
    totals.set(key, (totals.get(key) ?? 0) + dt / 1000)
  })
  return totals
}

async function traceOnce(url, session) {
  const chrome = await launchChromium(new URL(url).origin, session)
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.setViewport({ width: 412, height: 823 })
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    })
    await page.goto(url, { waitUntil: 'networkidle0' })
    await new Promise((done) => setTimeout(done, 1000))
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents
    const { profile } = await cdp.send('Profiler.stop')
    await browser.disconnect()
    return { events, profile }
  } finally {
    await chrome.kill()
  }
}

function report({ events, profile }) {
  // The page's renderer: the main thread with the most events.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const count = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length
  const main = mains.sort((a, b) => count(b) - count(a))[0]
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? mine[0].ts
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > SHOW_US && e.ts >= start)
  // Like Lighthouse's TBT, only what blocks after the first contentful paint (here the loading overlay) counts.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? start
  let blocking = 0
  for (const task of tasks) {
    const counted = task.ts + task.dur > fcp
    if (counted && task.dur > LONG_US) blocking += (task.dur - LONG_US) / 1000
    const inside = new Map()
    for (const e of mine) {
      if (!kinds.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue
      const d = e.args?.data ?? {}
      const where = d.url ? `(${file(d.url)})` : ''
      inside.set(`${e.name}${where}`, (inside.get(`${e.name}${where}`) ?? 0) + e.dur / 1000)
    }
    const when = `at ${((task.ts - start) / 1000).toFixed(0)} ms${counted ? '' : ' (before FCP)'}`
    console.log(`  ${when}, ${(task.dur / 1000).toFixed(0)} ms: ${top(inside, 5)}`)
    console.log(`    most self time: ${top(selfTimes(profile, task.ts, task.ts + task.dur), 6)}`)
  }
  const fcpAt = ((fcp - start) / 1000).toFixed(0)
  console.log(
    `  FCP at ${fcpAt} ms; ${tasks.filter((t) => t.dur > LONG_US).length} long tasks, ${blocking.toFixed(0)} ms over 50 ms after FCP (at 4×)`,
  )
}

await withServer(phone, async (base, session) => {
  for (let i = 0; i < runs; i++) {
    console.log(`run ${i + 1}: ${path}${phone ? ` as ${phone}` : ''}`)
    report(await traceOnce(`${base}${path}`, session))
  }
})
