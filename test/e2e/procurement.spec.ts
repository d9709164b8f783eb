import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { procurementCategoryLabels } from '#common/procurement'
import { expect, test } from './fixtures.ts'
import { apiSession, base, pickOption, signIn } from './support.ts'

const CLIENT = '13800000010'
const EMPLOYEE = '13800000001'
const PROJECT = 'd8000000-0000-4000-8000-000000000091'
const screen = (pageType: string, extra = '') => `${base()}/navigate?page_type=${pageType}&project=${PROJECT}${extra}`

type BudgetLine = { category: string; remaining: number; status: string }
const labels: Record<string, string> = procurementCategoryLabels
const statusText: Record<string, string> = { green: '正常', yellow: '预警', red: '超支' }

/** A category still inside its budget, so one request just over what is left turns it red. */
async function categoryInBudget(page: Page) {
  const { token } = await apiSession(page.request, CLIENT)
  const res = await page.request.get(`${base()}/api/v1/procurement/projects/${PROJECT}/budget`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const lines = (await res.json()).data.lines as BudgetLine[]
  const line = lines.find((l) => l.status !== 'red' && l.remaining > 0)
  if (!line) throw new Error('every demo budget category is already over budget')
  return line
}

/** antd puts a space between the two characters of a two-character button label ("批 准"). */
const named = (label: string) => ({ name: new RegExp(`${[...label].join('\\s?')}$`) })

const budgetCard = (page: Page, category: string) => page.getByTestId(`budget-${category}`)

test('a procurement client raises a request, an employee approves it, and the budget turns red', async ({ page }) => {
  const line = await categoryInBudget(page)
  const label = labels[line.category] ?? line.category
  const price = Math.ceil(line.remaining) + 1000

  await signIn(page, CLIENT)
  await page.goto(`${base()}/navigate?page_type=procurement_homepage`)
  await expect(page.getByRole('heading', { name: '采购中心' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('link', { name: '预算执行' }).click()
  await expect(budgetCard(page, line.category)).toContainText(statusText[line.status] ?? '')

  await page.goto(screen('procurement_requests'))
  await page.getByRole('button', named('新建申请')).click()
  await page.getByLabel('申请标题').fill('开业补充采购（浏览器测试）')
  await page.getByLabel('品名 1').fill('追加设备')
  await pickOption(page, page.getByLabel('类别 1'), label)
  await page.getByLabel('单位 1').fill('批')
  await page.getByLabel('数量 1').fill('1')
  await page.getByLabel('单价 1').fill(String(price))
  await page.getByRole('button', named('保存草稿')).click()

  const drawer = page.getByRole('dialog').filter({ hasText: '处理记录' })
  await expect(drawer).toContainText('开业补充采购（浏览器测试）')
  await expect(drawer).toContainText('草稿')
  await expect(drawer.getByRole('button', named('批准'))).toHaveCount(0)
  await drawer.getByRole('button', named('提交审批')).click()
  await expect(drawer.locator('.ant-descriptions')).toContainText('待审批')
  await expect(drawer.getByRole('button', named('提交审批'))).toHaveCount(0)
  const requestId = new URL(page.url()).searchParams.get('request')
  expect(requestId).toBeTruthy()

  // Submitted requests are not committed yet: the budget is unchanged.
  await page.goto(screen('procurement_budget'))
  await expect(budgetCard(page, line.category)).toContainText(statusText[line.status] ?? '')

  await signIn(page, EMPLOYEE)
  await page.goto(screen('procurement_requests', `&request=${requestId}`))
  await expect(drawer.locator('.ant-descriptions')).toContainText('待审批', { timeout: 15_000 })
  await expect(drawer.getByRole('button', named('提交审批'))).toHaveCount(0)
  await drawer.getByRole('button', named('批准')).click()
  await expect(drawer.locator('.ant-descriptions')).toContainText('已批准')
  await expect(drawer).toContainText('陈思远 批准（待审批 → 已批准）')

  await page.goto(screen('procurement_budget'))
  await expect(budgetCard(page, line.category)).toContainText('超支')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', named('导出 Excel')).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^采购预算与申请-.*\.xlsx$/)
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('PK\u0003\u0004')
})
