import { handWorkedMonth } from '#common/asset/fixtures'
import { pnlLineKeys } from '#common/asset/usali'
import { pnlWorkbook } from '#server/modules/asset/xlsx'
import { expect, PHONE_WIDTH, test } from './fixtures.ts'
import { apiSession, base, signIn } from './support.ts'

const OWNER = '13800000011'
const OTHER_OWNER = '13800000013'
const SANYA = 'demo-hotel-own-sanya-bay-resort'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Opens the owner's monthly review on its home page. */
async function openReview(page: import('@playwright/test').Page) {
  const { user } = await signIn(page, OWNER)
  await page.goto(`${base()}/home-pages/ownership/industry?organization=${user.organization}`)
  await page.getByRole('button', { name: /查看经营月报/ }).click()
  await expect(page.getByText(/^最新月份 \d{4}-\d{2}$/)).toBeVisible({ timeout: 15_000 })
}

for (const width of [1440, PHONE_WIDTH]) {
  test(`the owner reads a hotel's month against budget, last year and the comp set at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openReview(page)
    await expect(page.getByText('演示数据（测算假设）')).toBeVisible()
    for (const label of ['出租率', 'RevPAR', 'GOP 率', 'GOPPAR', 'EBITDA']) {
      await expect(page.getByRole('cell', { name: label, exact: true }).first()).toBeVisible()
    }
    await expect(page.getByText(/竞争群指数（本月）：MPI [\d.]+ · ARI [\d.]+ · RevPAR 指数 [\d.]+/)).toBeVisible()
    await expect(page.getByRole('heading', { name: '管理费核查与业绩考核' })).toBeVisible()
    // 三亚湾's operator charges its incentive on GOP where the agreement says adjusted GOP above the priority.
    await expect(page.getByText(/^多计 /).first()).toBeVisible()
    await page.getByText('亚龙湾棕榈度假酒店', { exact: true }).last().click()
    await expect(page.getByText(/业绩考核未通过/)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(/年累计预警 \d+ 项/)).toBeVisible()
    // The charts draw once scrolled near: the RevPAR chart below the flow-through line, the GOP chart above the fees.
    await page.getByText(/GOP 流转率（年累计）/).scrollIntoViewIfNeeded()
    await expect(page.getByRole('img', { name: '24 个月 RevPAR：实际、预算与竞争群' })).toBeVisible({ timeout: 15_000 })
    await page.getByRole('heading', { name: '管理费核查与业绩考核' }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('img', { name: '24 个月 GOP：实际与预算' })).toBeAttached({ timeout: 15_000 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('the owner opens the management agreement at 375 px, sees its terms and saves them', async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 812 })
  await openReview(page)
  await page.getByRole('button', { name: '修改管理合同条款' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('基本管理费（营业收入的 %）')).not.toHaveValue('')
  await expect(dialog.getByText('业绩考核（Performance Test）')).toBeVisible()
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await expect(page.getByText('管理合同条款已保存，费用核查与业绩考核已按新条款重算')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the owner checks a sheet: each bad row named by row and column, nothing imported', async ({ page }) => {
  await openReview(page)
  await page.getByRole('button', { name: '导入损益 / 预算' }).first().click()
  const dialog = page.getByRole('dialog')
  const row = (month: string, gop: number) => [
    SANYA,
    month,
    '实际',
    ...pnlLineKeys.map((k) => (k === 'gop' ? gop : handWorkedMonth[k])),
  ]
  const sheet = await pnlWorkbook([row('2031-01', handWorkedMonth.gop), row('2031-01', 1_300_000)])
  await dialog.locator('input[type=file]').setInputFiles({ name: '损益.xlsx', mimeType: XLSX, buffer: sheet })
  await expect(dialog.getByText(/1 行有误/)).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByRole('cell', { name: '经营毛利（GOP）' })).toBeVisible()
  await expect(dialog.getByText(/合计不符：表中为 1,300,000/)).toBeVisible()
  await expect(dialog.getByText(/月份重复/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: '请先修正有误的行' })).toBeDisabled()
})

test("an owner of another organization gets 404 for the hotel's figures, and no card on its page", async ({ page }) => {
  const other = await apiSession(page.request, OTHER_OWNER)
  const res = await page.request.get(`${base()}/api/v1/asset/hotels/${SANYA}/dashboard`, {
    headers: { authorization: `Bearer ${other.token}` },
  })
  expect(res.status()).toBe(404)
  expect((await res.json()).error.message).toBe('酒店不存在或无权查看')
  const owner = await apiSession(page.request, OWNER)
  const own = await page.request.get(`${base()}/api/v1/asset/hotels/${SANYA}/dashboard`, {
    headers: { authorization: `Bearer ${owner.token}` },
  })
  expect(own.status()).toBe(200)
  // The hotel's page: its owner sees the figures there, the other organization's owner does not.
  await signIn(page, OTHER_OWNER)
  await page.goto(`${base()}/hotel-viewer?id=${SANYA}`)
  await expect(page.getByRole('heading', { name: '三亚湾海景度假酒店' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('周边酒店', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('资产经营月报')).toHaveCount(0)
  await signIn(page, OWNER)
  await page.goto(`${base()}/hotel-viewer?id=${SANYA}`)
  await expect(page.getByText('资产经营月报')).toBeVisible({ timeout: 15_000 })
  await page.getByText('资产经营月报').scrollIntoViewIfNeeded()
  await expect(page.getByText(/^最新月份 \d{4}-\d{2}$/)).toBeVisible({ timeout: 15_000 })
})
