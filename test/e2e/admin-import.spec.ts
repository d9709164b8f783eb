import ExcelJS from 'exceljs'
import { expect, test } from './fixtures.ts'
import { base, signIn } from './support.ts'

const ADMIN = '13800000000'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function sheet(rows: string[][]) {
  const workbook = new ExcelJS.Workbook()
  const ws = workbook.addWorksheet('用户')
  ws.addRow(['用户名', '手机号', '用户类型', '多重身份', '所属机构', '管理员'])
  for (const row of rows) ws.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

test('the administrator imports users from a sheet with one bad row, fixes it, and imports', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, ADMIN)
  await page.goto(`${base()}/manage-users`)
  await page.getByRole('button', { name: '批量导入' }).click()

  const bad = await sheet([
    ['浏览器甲', '13977770001', '合作伙伴', '', '', '否'],
    ['浏览器乙', '1397777', '集团', '', '', '否'],
  ])
  await page.locator('input[type=file]').setInputFiles({ name: '用户.xlsx', mimeType: XLSX, buffer: bad })
  await expect(page.getByText('共 2 行，其中 1 行有误')).toBeVisible()
  await expect(page.getByText('手机号：手机号格式不正确：1397777（应为 11 位中国大陆手机号）')).toBeVisible()
  await expect(page.getByRole('button', { name: '请先修正有误的行' })).toBeDisabled()

  await page.getByRole('button', { name: '重新上传' }).click()
  const fixed = await sheet([
    ['浏览器甲', '13977770001', '合作伙伴', '', '', '否'],
    ['浏览器乙', '13977770002', '集团', '', '', '否'],
  ])
  await page.locator('input[type=file]').setInputFiles({ name: '用户.xlsx', mimeType: XLSX, buffer: fixed })
  await expect(page.getByText('共 2 行，全部可以导入')).toBeVisible()
  await page.getByRole('button', { name: '导入 2 位用户' }).click()
  await expect(page.getByText('已导入 2 位用户')).toBeVisible({ timeout: 30_000 })
  // antd puts a space between the two characters of a short Chinese button label.
  await page.getByRole('button', { name: /^完\s?成$/ }).click()

  await page.getByPlaceholder('搜索姓名或手机号').fill('浏览器')
  await page.getByPlaceholder('搜索姓名或手机号').press('Enter')
  await expect(page.getByRole('cell', { name: '13977770002' })).toBeVisible()
})
