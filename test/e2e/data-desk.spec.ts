import { expect, test } from './fixtures.ts'
import { apiSession, base, signIn } from './support.ts'

const ADMIN = '13800000000'
const RESEARCHER = '13800000001'

/** Last month's end as YYYY-MM-DD: a period the desk counts as current for a brand size (18 months). */
function lastMonthEnd() {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10)
}

/** The brand names of the wall's first page, in order (each card is labelled with its brand). */
async function wallOrder(page: import('@playwright/test').Page) {
  await page.goto(`${base()}/section/brand?sort=hotels`)
  const cards = page.locator('.ant-card[aria-label]')
  await expect(cards.first()).toBeVisible({ timeout: 20_000 })
  return cards.evaluateAll((nodes) => nodes.slice(0, 12).map((n) => n.getAttribute('aria-label') ?? ''))
}

test('a researcher proposes 汉庭’s size with its source, an administrator approves, the brand wall reorders at once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const admin = await apiSession(page.request, ADMIN)
  const asAdmin = { authorization: `Bearer ${admin.token}` }
  // The administrator gives the staff member the researcher authorization (user management).
  const found = await page.request.get(`${base()}/api/v1/admin/users?q=${RESEARCHER}`, { headers: asAdmin })
  const userId = ((await found.json()).data.items as { id: string; phone: string }[]).find(
    (u) => u.phone === RESEARCHER,
  )?.id
  expect(userId).toBeTruthy()
  const made = await page.request.patch(`${base()}/api/v1/admin/users/${userId}`, {
    headers: asAdmin,
    data: { researcher: true },
  })
  expect(made.status()).toBe(200)
  expect((await made.json()).data.researcher).toBe(true)

  const researcher = await signIn(page, RESEARCHER)
  // The session kept from an earlier login predates the new authorization: the browser reads it from userInfo.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('userInfo') ?? '{}')
    localStorage.setItem('userInfo', JSON.stringify({ ...user, authorization: 'researcher' }))
  })
  const before = await wallOrder(page)
  expect(before[0]).not.toBe('汉庭')
  await expect(page.getByRole('separator').filter({ hasText: '较旧' })).toBeVisible()

  await page.goto(`${base()}/data-desk`)
  await page.getByRole('tab', { name: '全部数据' }).click()
  await page.getByRole('searchbox', { name: '搜索数据' }).fill('汉庭')
  await page.getByRole('searchbox', { name: '搜索数据' }).press('Enter')
  await page.getByRole('button', { name: '汉庭 · 门店规模' }).click()
  const drawer = page.locator('.ant-drawer')
  await expect(drawer.getByText('4,401 家 / 378,569 间')).toBeVisible()
  await drawer.getByRole('spinbutton', { name: '酒店数（家）' }).fill('9999')
  // Without a source the proposal is refused, naming what is missing.
  await drawer.getByRole('button', { name: '提交审核' }).click()
  await expect(drawer.getByText('请填写发布方')).toBeVisible()
  await drawer.getByLabel('来源类型').click()
  await page.locator('.ant-select-item-option').filter({ hasText: '年报与招股书' }).click()
  await drawer.getByLabel('发布方').fill('浏览器测试发布方')
  await drawer.getByLabel('标题').fill('浏览器测试：汉庭在营酒店数')
  await drawer.getByLabel('网址（测算假设可不填）').fill('https://example.com/e2e-hanting')
  await drawer.getByLabel('发布日期').fill(lastMonthEnd())
  await drawer.getByLabel('数据所指时期').fill(lastMonthEnd())
  await drawer.getByLabel('原文语句或表格行').fill('测试数据：汉庭在营酒店 9,999 家')
  await drawer.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('已提交，等待另一位研究员或管理员审核')).toBeVisible()
  // Not on the wall until someone else approves it.
  expect((await wallOrder(page))[0]).not.toBe('汉庭')

  await signIn(page, ADMIN)
  await page.goto(`${base()}/data-desk`)
  await page.getByRole('button', { name: '汉庭 · 门店规模' }).first().click()
  const modal = page.locator('.ant-modal')
  await expect(modal.getByTestId('old-value')).toContainText('4,401 家 / 378,569 间')
  await expect(modal.getByTestId('new-value')).toContainText('9,999 家')
  await expect(modal.getByText('浏览器测试发布方')).toBeVisible()
  await modal.getByRole('button', { name: /通\s?过/ }).click()
  await expect(page.getByText('已通过，新数值已生效')).toBeVisible()

  const after = await wallOrder(page)
  expect(after[0]).toBe('汉庭')
  expect(after).not.toEqual(before)

  // Leave the shipped figure for the specs after this one: revert (a new proposal) and approve it.
  const history = await page.request.get(`${base()}/api/v1/data-desk/figure?key=brand/hanting/size`, {
    headers: asAdmin,
  })
  const approved = ((await history.json()).data.history as { id: string; status: string }[]).find(
    (p) => p.status === 'approved',
  )
  const asResearcher = { authorization: `Bearer ${researcher.token}` }
  const reverted = await page.request.post(`${base()}/api/v1/data-desk/proposals/${approved?.id}/revert`, {
    headers: asResearcher,
  })
  expect(reverted.status()).toBe(201)
  const back = await page.request.post(
    `${base()}/api/v1/data-desk/proposals/${(await reverted.json()).data.id}/approve`,
    { headers: asAdmin },
  )
  expect(back.status()).toBe(200)
})
