import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { type AppletName, appletNames, applets } from '#common/applets/registry'
import { expect, test } from './fixtures.ts'
import { base, signIn } from './support.ts'

const EMPLOYEE = '13800000001'

test.beforeEach(async ({ page }) => {
  await signIn(page, EMPLOYEE)
})

/** One edit per tool: a number input, the value typed into it, and a headline figure that must change with it. */
type ToolCase = { input: string; value: string; figure: string }

const cases: Partial<Record<AppletName, ToolCase>> = {
  benchmarking: { input: '1月本酒店平均房价', value: '900', figure: 'RGI 收入产生指数（全年）' },
  budget: { input: '客房数', value: '400', figure: '总投资（万元）' },
  savings: { input: '改造后年用电量', value: '3000000', figure: '年节约金额（元）' },
  feasibility: { input: '开业首年平均房价', value: '900', figure: '股本 IRR' },
  'loan-sizing': { input: '稳定年 NOI', value: '3000', figure: '最高可贷（万元）' },
  'break-even': { input: '平均房价 ADR', value: '800', figure: '偿债平衡出租率' },
  valuation: { input: '资本化率', value: '7', figure: '直接资本化法价值（万元）' },
  'fee-structures': { input: '首年平均房价', value: '800', figure: '委托管理 NPV（万元）' },
  pip: { input: '改造后 RevPAR 提升', value: '20', figure: '10 年 IRR' },
  staffing: { input: '餐饮网点数', value: '5', figure: '总编制（人）' },
}

test('has an edit for every tool of the registry', () => {
  expect(appletNames.filter((name) => !cases[name])).toEqual([])
})

/** Opens a tool and waits for its heading. */
async function openTool(page: Page, name: AppletName) {
  await page.goto(`${base()}/applet/${name}`)
  await expect(page.getByRole('heading', { name: applets[name].title })).toBeVisible({ timeout: 15_000 })
}

/** The value of the headline card whose title is exactly `label`. */
function headline(page: Page, label: string) {
  return page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(label, { exact: true }) })
    .locator('.ant-statistic-content')
}

/** Clicks a button that downloads a file and returns the download and its first bytes. */
async function download(page: Page, button: string): Promise<{ file: Download; head: string }> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const file = await downloading
  const head = readFileSync(await file.path())
    .subarray(0, 4)
    .toString('latin1')
  return { file, head }
}

for (const [name, c] of Object.entries(cases) as [AppletName, ToolCase][]) {
  test(`${name}: follows an edit, exports Excel and the PDF summary, and keeps the inputs in the link`, async ({
    page,
  }) => {
    await openTool(page, name)
    const figure = headline(page, c.figure)
    await expect(figure).not.toBeEmpty({ timeout: 15_000 })
    const before = await figure.textContent()

    await page.getByRole('spinbutton', { name: c.input, exact: true }).fill(c.value)
    await expect(figure).not.toHaveText(before ?? '', { timeout: 15_000 })
    const after = await figure.textContent()
    // The link follows the inputs (the URL is replaced after each valid edit).
    await expect(page).toHaveURL(/\?.+/)

    const excel = await download(page, '导出 Excel')
    expect(excel.file.suggestedFilename()).toMatch(/\.xlsx$/)
    expect(excel.head).toBe('PK\u0003\u0004')

    const pdf = await download(page, 'PDF 摘要')
    expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/)
    expect(pdf.head).toBe('%PDF')

    await page.reload()
    await expect(page.getByRole('spinbutton', { name: c.input, exact: true })).toHaveValue(c.value, {
      timeout: 15_000,
    })
    await expect(headline(page, c.figure)).toHaveText(after ?? '', { timeout: 15_000 })
  })
}

test('refuses a bad value and shows why, instead of a result', async ({ page }) => {
  await openTool(page, 'benchmarking')
  await page.getByRole('spinbutton', { name: '3月竞争群出租率', exact: true }).fill('120')
  await expect(page.getByText('3月竞争群出租率不能大于 100%')).toBeVisible()
  await expect(page.getByRole('button', { name: '导出 Excel' })).toBeHidden()
})

test('on a phone a number field takes the whole row, with its source note under it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openTool(page, 'break-even')
  const item = (label: string) =>
    page.locator('.ant-form-item').filter({ has: page.getByRole('spinbutton', { name: label, exact: true }) })
  const rooms = await item('客房数').boundingBox()
  const adr = await item('平均房价 ADR').boundingBox()
  // Two columns gave each field about 150 px and put the rate beside the rooms, under a tower of source notes.
  expect(rooms?.width).toBeGreaterThan(250)
  expect(adr?.y).toBeGreaterThan((rooms?.y ?? 0) + (rooms?.height ?? 0) - 1)
})
