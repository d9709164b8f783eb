import { expect, test } from './fixtures.ts'
import { base, pickOption, signIn } from './support.ts'

const DESIGN_CLIENT = '13800000009'

test('a design client opens the hub and the gallery, ticks a checklist item, and a reload keeps the tick', async ({
  page,
}) => {
  await signIn(page, DESIGN_CLIENT)
  await page.goto(`${base()}/navigate?page_type=design_homepage`)
  await expect(page.getByRole('heading', { name: '设计资源' })).toBeVisible()
  await expect(page.getByText('莫干山溪谷度假酒店室内设计评审')).toBeVisible()

  await page.getByRole('link', { name: '设计案例库' }).click()
  await expect(page).toHaveURL(/page_type=design_cases/)
  const pictures = page.locator('.ant-card img')
  await expect(pictures.first()).toBeVisible()
  // The signed picture link really answers with an image the browser decoded.
  await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
  await pickOption(page, page.getByLabel('按城市筛选'), '三亚')
  await expect(page.locator('.ant-card')).toHaveCount(1)
  await expect(page.getByText('三亚海棠湾度假酒店 · 三亚 · 2024')).toBeVisible()

  await page.goto(`${base()}/navigate?page_type=design_homepage`)
  await page.getByRole('link', { name: '评审清单', exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: '莫干山溪谷度假酒店室内设计评审' })).toBeVisible()
  const item = page.getByRole('checkbox', { name: '标准客房平面与尺寸' })
  const wasChecked = await item.isChecked()
  await item.click()
  const after = !wasChecked
  await expect(item).toBeChecked({ checked: after })
  if (after) await expect(page.getByText(/刘子墨 于 \d{4}-\d{2}-\d{2}/)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('checkbox', { name: '标准客房平面与尺寸' })).toBeChecked({ checked: after })
})
