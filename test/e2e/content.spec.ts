import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { apiSession, base, signIn } from './support.ts'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const PARTNER = '13800000002'
const OPEN_HOTEL = '13800000005'

test('opens several topics as different demo users, each with the locks their type gets', async ({ browser }) => {
  const visits: [string, string, string, string | null][] = [
    [PARTNER, 'homePartners', '合作伙伴', null],
    [PARTNER, 'homeHuamei', '项目管理', '仅限本公司员工查看'],
    [OPEN_HOTEL, 'homeHotel', '在营酒店体检', null],
    [PARTNER, 'homeHotel', '在营酒店体检', '仅对开业酒店用户开放'],
    [EMPLOYEE, 'feasibility', '可行性研究包括什么', null],
  ]
  for (const [phone, topic, text, lock] of visits) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, phone)
    await page.goto(`${base()}/startPage/${topic}`)
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 15_000 })
    if (lock) await expect(page.getByText(lock).first()).toBeVisible()
    await context.close()
  }
})

/** The texts of the cards of one section of a start page, in display order: each card is a link led by its title. */
const cardTexts = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('link').allInnerTexts()

test('reorders a topic as the administrator, and the order survives a reload', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.goto(`${base()}/startPage/opening`)
  await expect(page.getByRole('region', { name: '筹备计划' })).toBeVisible({ timeout: 15_000 })
  const before = await cardTexts(page, '筹备计划')
  expect(before[0]).toMatch(/^筹备开业总览/)

  await page.getByRole('button', { name: '调整顺序' }).click()
  const sorter = page.getByRole('region', { name: '调整顺序' })
  const items = sorter.getByRole('treeitem')
  await expect(items.nth(1)).toContainText('筹备开业总览')
  const dragged = items.filter({ hasText: '开业前预算' })
  const target = items.filter({ hasText: '筹备开业总览' })
  // The top edge of a node drops before it (antd Tree reads the pointer position inside the node).
  await dragged.dragTo(target, { targetPosition: { x: 60, y: 3 } })
  await expect(items.nth(1)).toContainText('开业前预算')
  await expect(items.nth(2)).toContainText('筹备开业总览')
  await sorter.getByRole('button', { name: '保存顺序' }).click()
  await expect(page.getByText('排序已保存')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('region', { name: '筹备计划' })).toBeVisible({ timeout: 15_000 })
  const after = await cardTexts(page, '筹备计划')
  expect(after[0]).toMatch(/^开业前预算/)
  expect(after).toHaveLength(before.length)
})

test('edits a page and its rich text in the knowledge browser as the administrator and sees the change', async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await page.goto(`${base()}/browser?topic=feasibility`)
  await page.getByRole('tree', { name: '专题目录' }).getByText('业主资料准备清单').click()
  const editButton = page.getByRole('button', { name: '编辑页面' })
  await expect(editButton).toBeVisible({ timeout: 15_000 })
  await editButton.click()

  const editor = page.getByRole('region', { name: '编辑页面' })
  const title = editor.getByLabel('标题', { exact: true })
  const newTitle = `业主资料准备清单（${Date.now() % 100000} 修订）`
  await title.fill(newTitle)
  const preview = editor.getByRole('region', { name: '预览' })
  await expect(preview).toContainText(newTitle)
  // The page's rich-text block, in the rich-text editor: a new paragraph after the closing note.
  await expect(editor.getByRole('region', { name: '第 1 块' })).toContainText('图文')
  const text = editor.getByRole('textbox', { name: '第 1 块正文' })
  await expect(text).toContainText('土地证或土地出让合同', { timeout: 15_000 })
  await text.getByText('资料不全也可以启动').click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('如有疑问请联系项目经理。')
  await expect(preview).toContainText('如有疑问请联系项目经理。')
  await editor.getByRole('button', { name: '保存页面' }).click()
  await expect(page.getByText('页面已保存')).toBeVisible()
  await expect(editor).toBeHidden()
  await expect(page.getByRole('heading', { name: newTitle, exact: true })).toBeVisible()

  await page.goto(`${base()}/datapage/feasibility/checklist`)
  await expect(page.getByRole('heading', { name: newTitle, exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('如有疑问请联系项目经理。')).toBeVisible()
})

test('searches the knowledge base for a two-character Chinese word', async ({ page }) => {
  await signIn(page, PARTNER)
  await page.goto(`${base()}/browser`)
  const box = page.getByRole('searchbox', { name: '搜索知识库' })
  await box.fill('品牌')
  await box.press('Enter')
  await expect(page.getByText(/找到 \d+ 条与“品牌”相关的内容/)).toBeVisible({ timeout: 15_000 })
  // Titles that match come first, and the word is marked where it was found.
  await expect(page.locator('.ant-list-item').first().locator('.ant-list-item-meta-title mark').first()).toHaveText(
    '品牌',
  )
  await page.locator('.ant-list-item', { hasText: '资料页正文' }).first().click()
  await expect(page.locator('article h3')).toBeVisible()
})

test('reads a public article logged out, with its title in the served HTML', async ({ browser, request }) => {
  const admin = await apiSession(request, ADMIN)
  const tree = await request.get(`${base()}/api/v1/topics/brandNegotiate`, {
    headers: { authorization: `Bearer ${admin.token}` },
  })
  type Node = { id: string; public: boolean; title: string; children: Node[] }
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)])
  const article = flat((await tree.json()).data.nodes).find((n) => n.public)
  if (!article) throw new Error('brandNegotiate has a public article in the seed')

  const html = await request.get(`${base()}/wxp/content?id=${article.id}`)
  expect(html.status()).toBe(200)
  const body = await html.text()
  expect(body).toContain('<title>管理合同费用结构 - 酒店产业云服务平台</title>')
  expect(body).toContain('<meta property="og:title" content="管理合同费用结构 - 酒店产业云服务平台" />')
  expect(body).toMatch(/<meta property="og:description" content="[^"]+" \/>/)

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  // The reader stays: no call of the page is refused and sends them to /login once everything has loaded.
  const refused: string[] = []
  page.on('response', (r) => r.status() === 401 && refused.push(r.url()))
  await page.goto(`${base()}/wxp/content?id=${article.id}`)
  await expect(page.getByRole('heading', { name: '管理合同费用结构' })).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/\/wxp\/content\?id=/)
  expect(refused).toEqual([])
  await expect(page).toHaveTitle('管理合同费用结构 - 酒店产业云服务平台')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)

  // A page of its own: a navigation of the first page still under way must not abort this one.
  const missing = await context.newPage()
  await missing.goto(`${base()}/wxp/content?id=no-such-article`)
  await expect(missing.getByText('文章不存在或尚未发布')).toBeVisible({ timeout: 15_000 })
  await context.close()
})
