/** What can be imported on the walls, and the columns of each sheet. Headers are matched by name (any order). */
export const importKinds = ['hotels', 'brands', 'groups', 'performance'] as const
export type ImportKind = (typeof importKinds)[number]

export type ColumnSpec = { key: string; header: string; required: boolean; help: string; width: number }

const col = (key: string, header: string, required: boolean, help: string, width = 16): ColumnSpec => ({
  key,
  header,
  required,
  help,
  width,
})

export const importColumns: Record<ImportKind, ColumnSpec[]> = {
  hotels: [
    col('name', '酒店名称', true, '必填，最多 100 个字；同一城市内不能重名', 28),
    col('brand', '品牌', false, '选填，填写品牌墙中已有品牌的中文或英文名；不填表示单体酒店', 18),
    col('group', '管理集团', false, '选填；填了品牌时须与品牌所属集团一致，可不填', 22),
    col('city', '城市', true, '必填，地级市或直辖市名称，如“杭州市”或“杭州”', 12),
    col('address', '地址', false, '选填，最多 200 个字', 36),
    col('lat', '纬度', true, '必填，小数，如 30.2741，须在中国境内', 12),
    col('lng', '经度', true, '必填，小数，如 120.1551，须在中国境内', 12),
    col('positioning', '定位', false, '奢华、超高端、高端、中高端、中端、经济型；填了品牌时可不填（沿用品牌定位）', 12),
    col('rooms', '房间数', true, '必填，1 到 10000 之间的整数', 10),
    col('status', '状态', true, '必填：已开业、已签约、筹建中、已停业', 10),
    col('opening_date', '开业日期', false, '选填，日期如 2025-10-01；已签约、筹建中的酒店填计划日期', 14),
  ],
  brands: [
    col('name', '品牌名称', true, '必填，最多 50 个字，不能与已有品牌重名', 20),
    col('name_en', '英文名称', false, '选填，最多 100 个字符', 24),
    col('group', '所属集团', true, '必填，集团墙中已有集团的中文或英文名（新集团请先导入集团）', 24),
    col('positioning', '定位', true, '必填：奢华、超高端、高端、中高端、中端、经济型', 12),
  ],
  groups: [
    col('name', '集团名称', true, '必填，最多 50 个字，不能与已有集团重名', 24),
    col('name_en', '英文名称', false, '选填，最多 100 个字符', 28),
    col('origin', '类型', true, '必填：国内集团或国际集团', 12),
    col('headquarters', '总部', false, '选填，最多 50 个字，如“上海”', 14),
    col('founded_year', '成立年份', false, '选填，四位年份，如 1998', 10),
  ],
  performance: [
    col('hotel', '酒店名称', true, '必填，酒店墙中已有酒店的名称（先导入酒店）', 28),
    col('city', '城市', true, '必填，酒店所在的地级市或直辖市，如“杭州市”', 12),
    col('month', '月份', true, '必填，如 2026-09；不能晚于本月', 10),
    col('rooms_available', '可售房晚', true, '必填，当月可出租客房间夜数（客房数 × 天数，扣除停用房）', 12),
    col('rooms_sold', '已售房晚', true, '必填，当月实际出租间夜数，不大于可售房晚', 12),
    col('room_revenue', '客房收入（元）', true, '必填，当月客房收入，不含税，整数元', 16),
  ],
}

export const kindLabels: Record<ImportKind, { noun: string; unit: string }> = {
  hotels: { noun: '酒店', unit: '家酒店' },
  brands: { noun: '品牌', unit: '个品牌' },
  groups: { noun: '管理集团', unit: '个集团' },
  performance: { noun: '经营数据', unit: '条月度经营数据' },
}

/** Rows one import may hold: a 20 MB sheet holds about this many hotels, and one transaction commits them. */
export const MAX_IMPORT_ROWS = 50_000

/** One data row as read from the file: cell texts by column key, and its row number in the file (1 = header). */
export type SheetRow = { row: number; cells: Record<string, string> }
export type ImportIssue = { row: number; column: string; message: string }
