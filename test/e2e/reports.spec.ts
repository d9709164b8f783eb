import { expect, test } from './fixtures.ts'
import { apiSession, base, signIn } from './support.ts'

const CLIENT = '13800000008'

test('a client opens a report in the browser and reads it under its own watermark', async ({ page }) => {
  test.setTimeout(60_000)
  const session = await signIn(page, CLIENT)
  const { token } = await apiSession(page.request, CLIENT)
  const list = await page.request.get(`${base()}/api/v1/reports`, { headers: { authorization: `Bearer ${token}` } })
  expect(list.ok()).toBe(true)
  const reports = (await list.json()).data as { id: string; title: string }[]
  const report = reports[0]
  if (!report) throw new Error('the demo seed gives the project client no readable report')

  await page.goto(`${base()}/report-viewer?id=${report.id}`)
  await expect(page.getByRole('heading', { name: report.title })).toBeVisible({ timeout: 20_000 })
  const watermark = page.getByTestId('report-watermark').first()
  await expect(watermark).toBeVisible({ timeout: 20_000 })
  const today = new Date()
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  await expect(watermark).toContainText(`${session.user.username} 0008 ${day}`)
  // The page itself is drawn by pdf.js under the watermark.
  await expect(page.locator('canvas').first()).toBeVisible()
})

test('a report the client may not read is refused with a clear message', async ({ page }) => {
  await signIn(page, CLIENT)
  await page.goto(`${base()}/report-viewer?id=00000000-0000-4000-8000-000000000000`)
  await expect(page.getByText(/报告不存在|没有权限/).first()).toBeVisible({ timeout: 20_000 })
})

// Issue 18: the firm's research reports open from the topics that cite them, and read past the cover.
const fromTopics = [
  { topic: 'budget', title: '酒店开发成本指南' },
  { topic: 'brandNegotiate', title: '管理费与特许经营费调查' },
  { topic: 'performance', title: '酒店经营利润基准' },
]
for (const { topic, title } of fromTopics) {
  test(`the ${topic} topic opens its research report and page 2 reads under the watermark`, async ({ page }) => {
    test.setTimeout(60_000)
    await signIn(page, CLIENT)
    await page.goto(`${base()}/startPage/${topic}`)
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click()
    await expect(page).toHaveURL(/\/report-viewer\?id=/)
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/共 \d+ 页/)).toBeVisible({ timeout: 20_000 })
    const pages = Number((await page.getByText(/共 \d+ 页/).textContent())?.match(/\d+/)?.[0])
    expect(pages).toBeGreaterThanOrEqual(8)
    await page.getByRole('button', { name: '下一页' }).click()
    await expect(page.getByLabel('页码')).toHaveValue('2')
    await expect(page.getByLabel('第 2 页')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('report-watermark').first()).toBeVisible()
  })
}

test('the report library lists the research reports by topic and year and opens them', async ({ page }) => {
  await signIn(page, CLIENT)
  await page.goto(`${base()}/startPage/resources`)
  await page
    .getByRole('link', { name: /报告库/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/datapage\/resources\/reports$/)
  const link = page.getByRole('link', { name: '酒店开发成本指南' })
  await expect(link).toBeVisible()
  await expect(page.getByText('2025 年').first()).toBeVisible()
  await link.click()
  await expect(page.getByRole('heading', { name: '酒店开发成本指南' })).toBeVisible({ timeout: 20_000 })
})
