import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { base, pickOption, signIn } from './support.ts'

const EMPLOYEE = '13800000001'

/** Each client demo account, its home page and something of its own data the page must show. */
const clients = [
  {
    phone: '13800000007',
    path: '/home-pages/management-group/brand',
    org: '锦江酒店集团（演示账号）',
    sees: ['品牌', '筹建管线'],
  },
  {
    phone: '13800000008',
    path: '/home-pages/project/project',
    org: '云栖湖畔酒店投资有限公司',
    sees: ['下一步里程碑'],
  },
  {
    phone: '13800000011',
    path: '/home-pages/ownership/industry',
    org: '海南度假酒店投资有限公司',
    sees: ['所在城市市场'],
  },
  { phone: '13800000012', path: '/home-pages/school/industry', org: '东海旅游职业学院酒店管理系', sees: ['人力资源'] },
  { phone: '13800000013', path: '/home-pages/hotel/company', org: '西湖隐庐精品酒店', sees: ['周边 5 公里竞品'] },
  { phone: '13800000014', path: '/home-pages/association/industry', org: '江南饭店业协会', sees: ['分省统计'] },
]

/** Rows of the first table or list under a card title: the data the page drew for that card. */
const cardBody = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test('an employee chooses a category and an organization and sees its portal, the header naming it', async ({
  page,
}) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/choose-category`)
  await page.getByRole('button', { name: /^业主，\d+ 家机构$/ }).click()
  await page.getByLabel('搜索机构名称').fill('海南度假')
  await page.getByLabel('搜索机构名称').press('Enter')
  await page.getByRole('button', { name: '进入门户' }).first().click()
  await expect(page).toHaveURL(/\/home-pages\/ownership\/industry\?organization=[\w-]+$/)
  await expect(page.getByRole('heading', { name: '海南度假酒店投资有限公司', exact: true })).toBeVisible()
  await expect(cardBody(page, '我的资产').locator('tbody tr').first()).toBeVisible()
  await expect(page.getByText('正在查看：海南度假酒店投资有限公司')).toBeVisible()

  // The way back: closing the tag returns to the categories and forgets the viewed organization.
  await page.getByRole('button', { name: '返回选择客户' }).click()
  await expect(page).toHaveURL(`${base()}/choose-category`)
  await expect(page.getByText('正在查看：')).toHaveCount(0)
})

for (const client of clients) {
  test(`the client ${client.phone} lands on its own home page with its data`, async ({ page }) => {
    const { user } = await signIn(page, client.phone)
    await page.goto(`${base()}${client.path}`)
    await expect(page).toHaveURL(`${base()}${client.path}?organization=${user.organization}`)
    await expect(page.getByRole('heading', { name: client.org, exact: true })).toBeVisible()
    for (const title of client.sees) {
      const card = cardBody(page, title)
      await expect(card.first()).toBeVisible()
      await expect(card.first().locator('tbody tr, .plain-list > li').first()).toBeVisible()
    }
    await expect(page.locator('.ant-empty')).toHaveCount(0)
  })
}

test('only the management group home page loads the map library', async ({ page }) => {
  const leaflet: string[] = []
  page.on('request', (r) => {
    if (/leaflet|map-canvas/i.test(r.url())) leaflet.push(r.url())
  })
  const { user } = await signIn(page, '13800000013')
  await page.goto(`${base()}/home-pages/hotel/company?organization=${user.organization}`)
  await expect(page.getByRole('heading', { name: '西湖隐庐精品酒店', exact: true })).toBeVisible()
  expect(leaflet).toEqual([])
  const group = await signIn(page, '13800000007')
  await page.goto(`${base()}/home-pages/management-group/brand?organization=${group.user.organization}`)
  await expect(page.locator('.leaflet-container')).toBeVisible()
})

test('a client asking for another organization’s portal is refused', async ({ page }) => {
  await signIn(page, '13800000011')
  await page.goto(`${base()}/home-pages/hotel/company?organization=d0000000-0000-4000-8000-000000000008`)
  await expect(page.getByText('无权查看')).toBeVisible()
})

test('a consultant creates a project and adds a client, who then sees it and comments', async ({ page }) => {
  // Three people and five screens: longer than one screen's default budget on a shared machine.
  test.setTimeout(90_000)
  const name = `海棠湾度假酒店收益管理提升 ${Date.now()}`
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/manage-projects`)
  await page.getByRole('button', { name: '新建项目' }).click()
  const drawer = page.getByRole('dialog', { name: '新建项目' })
  await pickOption(page, drawer.locator('#project_organization_id'), '海南度假酒店投资有限公司', '海南度假')
  await drawer.locator('#project_name').fill(name)
  await drawer.locator('#project_location').fill('三亚·海棠湾')
  await pickOption(page, drawer.locator('#project_service_type'), '运营提升')
  // antd's DatePicker, the product's one date picker: type the date and confirm with Enter.
  await drawer.locator('#project_start_date').fill('2026-11-23')
  await drawer.locator('#project_start_date').press('Enter')
  await drawer.locator('#project_due_date').fill('2027-03-31')
  await drawer.locator('#project_due_date').press('Enter')
  await drawer.getByRole('button', { name: /^保\s?存$/ }).click()
  await expect(page.getByText('项目已创建')).toBeVisible()

  const row = page.locator('tr', { hasText: name })
  await row.getByRole('button', { name: /^成\s?员$/ }).click()
  const members = page.getByRole('dialog', { name: `成员 · ${name}` })
  await pickOption(page, members.locator('#member_user_id'), '何美玲', '何美玲')
  await pickOption(page, members.locator('#member_role'), '客户')
  await members.getByRole('button', { name: /^添\s?加$/ }).click()
  await expect(page.getByText('成员已添加')).toBeVisible()

  // The owner's client sees it on her home page and in her project list, opens it and comments.
  const { user } = await signIn(page, '13800000011')
  await page.goto(`${base()}/home-pages/ownership/industry?organization=${user.organization}`)
  await page.goto(`${base()}/project-list`)
  await expect(page.getByText(name).first()).toBeVisible()
  await page.goto(`${base()}/home-pages/ownership/industry?organization=${user.organization}`)
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/collabPage\?project=[\w-]+$/)
  await page.getByRole('tab', { name: '讨论' }).click()
  const comment = `收到，海棠湾的经营数据本周内上传。${Date.now()}`
  await page.getByPlaceholder('写下进展、问题或需要对方配合的事项').fill(comment)
  await page.getByRole('button', { name: '发表评论' }).click()
  await expect(page.getByText(comment)).toBeVisible()

  // The consultant sees the client's comment in the same workspace.
  const projectUrl = page.url()
  await signIn(page, EMPLOYEE)
  await page.goto(projectUrl)
  await page.getByRole('tab', { name: '讨论' }).click()
  await expect(page.getByText(comment)).toBeVisible()
})
