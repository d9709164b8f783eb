import ExcelJS from 'exceljs'
import {
  budgetStatusLabels,
  type ProcurementCategory,
  procurementCategoryLabels,
  type RequestStatus,
  requestStatusLabels,
} from '#common/procurement'
import type { Budget, ProcurementProject } from '#common/procurement-schemas'
import type { Db } from '#server/db/database'
import { cents, type listRequests, requestItems } from './queries.ts'

const money = '#,##0.00'
const percent = '0.0%'

function header(sheet: ExcelJS.Worksheet, columns: [string, number, string?][]) {
  sheet.columns = columns.map(([title, width, numFmt]) => ({ header: title, width, style: numFmt ? { numFmt } : {} }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
}

/** Budget execution per category, then every request line, as amounts in yuan that sum in Excel. */
export async function procurementWorkbook(
  db: Db,
  project: ProcurementProject,
  budget: Pick<Budget, 'lines' | 'total'>,
  requests: Awaited<ReturnType<typeof listRequests>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('预算执行')
  header(sheet, [
    ['类别', 20],
    ['预算（元）', 16, money],
    ['已承诺（元）', 16, money],
    ['已支出（元）', 16, money],
    ['剩余（元）', 16, money],
    ['使用率', 10, percent],
    ['状态', 10],
  ])
  for (const line of budget.lines) {
    sheet.addRow([
      procurementCategoryLabels[line.category as ProcurementCategory],
      line.budget,
      line.committed,
      line.spent,
      line.remaining,
      line.used_share,
      budgetStatusLabels[line.status],
    ])
  }
  const t = budget.total
  const total = sheet.addRow([
    '合计',
    t.budget,
    t.committed,
    t.spent,
    t.remaining,
    t.used_share,
    budgetStatusLabels[t.status],
  ])
  total.font = { bold: true }
  sheet.addRow([])
  sheet.addRow([`项目：${project.name}（${project.organization_name}）`])
  sheet.addRow(['已承诺 = 已批准与已下单申请的金额；已支出 = 已收货申请的金额；使用率 ≥ 80% 预警，> 100% 超支'])

  const lines = workbook.addWorksheet('采购申请明细')
  header(lines, [
    ['申请标题', 28],
    ['状态', 10],
    ['申请人', 10],
    ['创建时间', 18],
    ['类别', 18],
    ['品名', 28],
    ['规格', 30],
    ['单位', 8],
    ['数量', 8],
    ['单价（元）', 14, money],
    ['金额（元）', 16, money],
  ])
  for (const request of requests) {
    for (const item of await requestItems(db, request.id)) {
      const price = cents(item.unit_price_cents)
      lines.addRow([
        request.title,
        requestStatusLabels[request.status as RequestStatus],
        request.created_by_name,
        request.created_at.slice(0, 16).replace('T', ' '),
        procurementCategoryLabels[item.category],
        item.name,
        item.spec,
        item.unit,
        item.quantity,
        price / 100,
        (price * item.quantity) / 100,
      ])
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
