import { expect, test } from './fixtures.ts'
import { apiSession, base, signIn } from './support.ts'

const EMPLOYEE = '13800000001'

test('an employee filters the hotel wall and clicks through to a hotel', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/section/hotel`)
  const total = page.getByText(/^共 [\d,]+ 家酒店$/)
  await expect(total).toBeVisible()
  const before = await total.textContent()
  await page.getByRole('combobox', { name: '状态' }).click()
  await page.getByTitle('已签约').click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/status=signed/)
  await expect(total).not.toHaveText(before ?? '')
  const card = page.locator('.ant-card').first()
  const name = (await card.locator('strong').textContent()) ?? ''
  await expect(card.getByText('已签约')).toBeVisible()
  await card.click()
  await expect(page).toHaveURL(/\/hotel-viewer\?id=/)
  await expect(page.getByRole('heading', { name })).toBeVisible()
})

test('the map names provinces, then cities, then districts when zoomed in, over clustered hotels', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/hotel-map`)
  await expect(page.locator('.marker-cluster').first()).toBeVisible({ timeout: 20_000 })
  expect(await page.locator('.marker-cluster').count()).toBeGreaterThan(3)
  // The offline base names provinces at national scale and cities once zoomed in.
  await expect(page.locator('.map-place-label span', { hasText: '浙江' })).toBeVisible()
  await expect(page.locator('.map-place-label span', { hasText: '杭州' })).toHaveCount(0)
  // A click during Leaflet's zoom animation counts from the old zoom: zoom in until the city names come.
  await expect(async () => {
    await page.getByRole('button', { name: '放大' }).click()
    await expect(page.locator('.map-place-label span', { hasText: '杭州' })).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.locator('.map-place-label span', { hasText: '浙江' })).toHaveCount(0)
  // Further in, the districts and counties in view are named too (their table loads on the way).
  await expect(page.locator('.map-place-label.district')).toHaveCount(0)
  await expect(async () => {
    await page.getByRole('button', { name: '放大' }).click()
    await expect(page.locator('.map-place-label.district span').first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
})

test('a brand-wall share link opens read-only without a login', async ({ page, browser }) => {
  const session = await apiSession(page.request, EMPLOYEE)
  const headers = { authorization: `Bearer ${session.token}` }
  const brands = (await (await page.request.get(`${base()}/api/v1/brands?size=2&sort=name`, { headers })).json()).data
    .items as { id: string; name: string }[]
  const created = await page.request.post(`${base()}/api/v1/brandwall-shares`, {
    headers,
    data: { brand_ids: brands.map((b) => b.id), title: '浏览器测试分享' },
  })
  expect(created.status()).toBe(201)
  const { path } = (await created.json()).data as { path: string }

  const stranger = await browser.newContext({ locale: 'zh-CN' })
  const anonymous = await stranger.newPage()
  await anonymous.goto(`${base()}${path}`)
  await expect(anonymous).toHaveURL(new RegExp(path))
  for (const brand of brands) await expect(anonymous.getByText(brand.name, { exact: true }).last()).toBeVisible()
  await anonymous.goto(`${base()}${path.replace(/[^/]{6}$/, 'AAAAAA')}`)
  await expect(anonymous.getByText('分享链接无效')).toBeVisible()
  await stranger.close()
})

test('an employee imports a hotel sheet with a bad row and sees the row, column and reason', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/section/hotel`)
  await page.getByRole('button', { name: /导入酒店/ }).click()
  const csv = [
    '酒店名称,品牌,管理集团,城市,地址,纬度,经度,定位,房间数,状态,开业日期',
    '浏览器导入酒店,锦江都城,,杭州,北山街 1 号,30.2592,120.1488,,320,已开业,2021-05-01',
    '浏览器坏行酒店,,,火星市,,30.1,120.1,高端,100,已开业,',
  ].join('\r\n')
  const dialog = page.getByRole('dialog')
  await dialog.locator('input[type=file]').setInputFiles({
    name: '酒店.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  })
  await expect(dialog.getByText('共 2 行，其中 1 行有误，共 1 个问题')).toBeVisible()
  const row = dialog.getByRole('row', { name: /火星市/ })
  await expect(row).toContainText('3')
  await expect(row).toContainText('城市')
  await expect(row).toContainText('未知的城市：火星市')
  await expect(dialog.getByRole('button', { name: '请先修正有误的行' })).toBeDisabled()
})

test('the group wall follows the published ranking and shows where each figure comes from', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/section/group`)
  const first = page.locator('.ant-card').first()
  await expect(first.getByText('锦江酒店集团')).toBeVisible()
  await expect(first.getByText('第 1 名')).toBeVisible()
  await expect(first.getByText('迈点研究院 · 截至 2024-12-31')).toBeVisible()
  const second = page.locator('.ant-card').nth(1)
  await expect(second.getByText('第 2 名')).toBeVisible()
  await expect(second.getByText('华住集团 · 截至 2024-12-31')).toBeVisible()
  await page.getByRole('link', { name: '全部数据来源' }).click()
  await expect(page).toHaveURL(/\/section\/sources$/)
  await expect(page.getByRole('heading', { name: '数据来源' })).toBeVisible()
  await expect(page.locator('tbody tr').first()).toBeVisible()
})

test('the map filters by brand and shows the pipeline the topics link to', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/hotel-map?status=pipeline`)
  const total = page.getByText(/^共 [\d,]+ 家酒店$/)
  await expect(total).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTitle('已签约')).toBeVisible()
  await expect(page.getByTitle('筹建中')).toBeVisible()
  const pipeline = await total.textContent()
  await page.getByRole('combobox', { name: '品牌' }).click()
  await page.locator('.ant-select-dropdown .ant-select-item-option').first().click()
  await expect(page).toHaveURL(/brand=/)
  await expect(total).not.toHaveText(pipeline ?? '')
})

test('the hotel viewer shows the competitive set, its indices and the months as a chart', async ({ page }) => {
  const session = await apiSession(page.request, EMPLOYEE)
  const headers = { authorization: `Bearer ${session.token}` }
  // A large open hotel that has a competitive set (in a small city the nearest peers may be too far for one).
  const list = await page.request.get(`${base()}/api/v1/hotels?status=open&size=20&sort=-rooms`, { headers })
  let hotel: { id: string; name: string } | undefined
  for (const candidate of (await list.json()).data.items as { id: string; name: string }[]) {
    const answer = await page.request.get(`${base()}/api/v1/hotels/${candidate.id}/performance`, { headers })
    if (((await answer.json()).data.comp_set ?? []).length > 0) {
      hotel = candidate
      break
    }
  }
  if (!hotel) throw new Error('no large open hotel of the demo sample has a competitive set')
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/hotel-viewer?id=${encodeURIComponent(hotel.id)}`)
  const card = page.locator('.ant-card').filter({ hasText: '经营表现与竞争群' })
  await expect(card.getByText('RGI', { exact: true })).toBeVisible()
  await expect(card.getByRole('columnheader', { name: /^竞争群（\d+ 家）$/ })).toBeVisible()
  await expect(card.locator('canvas').first()).toBeVisible({ timeout: 20_000 })
  expect(await card.locator('tbody tr').count()).toBeGreaterThan(0)
})

test('a city card opens the city profile with its economy, stock, pipeline and months by segment', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/section/city?sort=hotels`)
  await page.getByLabel('上海市', { exact: true }).click()
  await expect(page).toHaveURL(/\/section\/profile\?kind=city&id=/)
  await expect(page.getByRole('heading', { name: '上海市' })).toBeVisible()
  await expect(page.getByText('城市等级')).toBeVisible()
  await expect(page.getByText('一线', { exact: true })).toBeVisible()
  await expect(page.locator('.ant-card').filter({ hasText: '经营表现' }).locator('canvas')).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('link', { name: '酒店列表' }).click()
  await expect(page).toHaveURL(/\/section\/hotel\?city=/)
})
