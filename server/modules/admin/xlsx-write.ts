import ExcelJS from 'exceljs'
import { orgKindLabels, userTypeLabels } from '#common/user-types'
import { addHelpSheet } from '#server/lib/xlsx'
import { importColumns, importHeaders, MAX_IMPORT_ROWS } from './import-rows.ts'

type RangeValidations = { add: (range: string, validation: ExcelJS.DataValidation) => void }

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const columnWidths = [14, 16, 14, 24, 30, 10]

function usersSheet(workbook: ExcelJS.Workbook, name: string, extraHeaders: string[] = []) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [...importHeaders, ...extraHeaders].map((header, i) => ({
    header,
    width: columnWidths[i] ?? 20,
    // Phones are text: as numbers Excel would show 1.38E+10 and drop leading characters.
    style: header === importColumns.phone ? { numFmt: '@' } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  return sheet
}

/** The import template: the six columns, one example row, choice lists and a sheet that explains the values. */
export async function importTemplate(organizationNames: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = usersSheet(workbook, '用户')
  sheet.addRow(['张晓明', '13900001234', '合作伙伴', '项目客户', organizationNames[0] ?? '', '否'])
  const typeList = `"${Object.values(userTypeLabels).join(',')}"`
  // One range each: per-cell validations for 2,000 rows take seconds to write. exceljs has the range API
  // (Worksheet.dataValidations) but its type declarations omit it.
  const validations = (sheet as unknown as { dataValidations: RangeValidations }).dataValidations
  const last = MAX_IMPORT_ROWS + 1
  validations.add(`C2:C${last}`, { type: 'list', allowBlank: false, formulae: [typeList] })
  validations.add(`F2:F${last}`, { type: 'list', allowBlank: true, formulae: ['"是,否"'] })

  addHelpSheet(
    workbook,
    [12, 80],
    [
      [importColumns.username, '必填，最多 50 个字'],
      [importColumns.phone, '必填，11 位中国大陆手机号，不能与已有用户或本表其他行重复'],
      [importColumns.user_type, `必填，可填：${Object.values(userTypeLabels).join('、')}`],
      [importColumns.user_type_multi, `选填，多个用顿号分隔，可填：${Object.values(orgKindLabels).join('、')}`],
      [importColumns.organization, '选填，填写“机构”页中已有机构的名称（见“机构列表”）'],
      [importColumns.admin, '选填，“是”或“否”，默认否'],
      ['', `一次最多导入 ${MAX_IMPORT_ROWS} 行；任何一行有误时不会导入任何用户`],
    ],
  )
  const orgs = workbook.addWorksheet('机构列表')
  orgs.columns = [{ header: '机构名称', width: 40 }]
  orgs.getRow(1).font = { bold: true }
  orgs.addRows(organizationNames.map((name) => [name]))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export type ExportUser = {
  username: string
  phone: string
  user_type: string
  user_type_multi: string[]
  organization_name: string | null
  admin: boolean
  status: string
  created_at: string
}

/** Users in the import layout (so an export can be edited and imported elsewhere), plus status and creation time. */
export async function usersWorkbook(users: ExportUser[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = usersSheet(workbook, '用户', ['状态', '创建时间'])
  for (const u of users) {
    sheet.addRow([
      u.username,
      u.phone,
      userTypeLabels[u.user_type as keyof typeof userTypeLabels] ?? u.user_type,
      u.user_type_multi.map((k) => orgKindLabels[k as keyof typeof orgKindLabels] ?? k).join('、'),
      u.organization_name ?? '',
      u.admin ? '是' : '否',
      u.status === 'disabled' ? '已停用' : '正常',
      u.created_at.slice(0, 19).replace('T', ' '),
    ])
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
