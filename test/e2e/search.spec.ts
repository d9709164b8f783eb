import { expect, test } from './fixtures.ts'
import { base, signIn } from './support.ts'

const EMPLOYEE = '13800000001'

test('the header search finds a brand, a city, a report and a data page, and opens what it found', async ({ page }) => {
  await signIn(page, EMPLOYEE)
  await page.goto(`${base()}/choose-category`)
  await page.getByRole('button', { name: '搜索' }).click()
  const box = page.getByRole('searchbox', { name: /搜索专题/ })

  await box.fill('全季')
  const brands = page.getByRole('region', { name: '品牌' })
  await expect(brands.getByRole('link', { name: /^全季/ }).first()).toBeVisible()

  await box.fill('杭州')
  await expect(page.getByRole('region', { name: '城市' }).getByRole('link', { name: /杭州市/ })).toBeVisible()

  await box.fill('酒店集团规模')
  await expect(page.getByRole('region', { name: '报告' }).getByRole('link').first()).toBeVisible()

  await box.fill('开发预算')
  const pages = page.getByRole('region', { name: '数据页' })
  await expect(pages.getByRole('link').first()).toBeVisible()

  await box.fill('全季')
  await brands.getByRole('link', { name: /^全季/ }).first().click()
  await expect(page).toHaveURL(/\/section\/profile\?kind=brand&id=/)
  await expect(page.getByRole('dialog')).toBeHidden()

  // The keyboard shortcut opens it again from anywhere.
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('searchbox', { name: /搜索专题/ })).toBeFocused()
})
