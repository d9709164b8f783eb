import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { base, signIn } from './support.ts'

const EMPLOYEE = '13800000001'

test.beforeEach(async ({ page }) => {
  await signIn(page, EMPLOYEE)
})

/** Opens a tool and waits for its heading. */
async function openTool(page: Page, name: string, title: string) {
  await page.goto(`${base()}/applet/${name}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 })
}

test('runs the feasibility tool, refuses a bad value and exports the study to .xlsx', async ({ page }) => {
  await openTool(page, 'feasibility', '酒店投资可行性测算')
  await expect(page.locator('canvas')).toBeVisible()

  const rooms = page.getByRole('spinbutton', { name: '客房数' })
  await rooms.fill('5')
  await expect(page.getByText('客房数不能小于 10 间')).toBeVisible()
  await expect(page.getByRole('button', { name: '导出 Excel' })).toBeHidden()
  await rooms.fill('450')
  const perKey = page.locator('.ant-statistic', { hasText: '单房投资（万元/间）' })
  await expect(perKey).toContainText('100.0')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出 Excel' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('酒店投资可行性测算.xlsx')
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
  await expect(page.getByText('已导出 Excel 文件')).toBeVisible()
})

test('computes the benchmark indices in the browser', async ({ page }) => {
  await openTool(page, 'benchmarking', '经营业绩对标（MPI / ARI / RGI）')
  await expect(page.locator('.ant-statistic', { hasText: 'RGI 收入产生指数' })).toContainText('100.8', {
    timeout: 15_000,
  })
})
