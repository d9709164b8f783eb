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
