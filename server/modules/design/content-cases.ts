import type { ReviewStage } from '#common/design'
import type { Positioning } from '#common/intel'
import type { Scene } from './illustrations.ts'

export type DemoCase = {
  id: string
  title: string
  hotel_name: string
  positioning: Positioning
  city: string
  year: number
  caption: string
  tags: string[]
  scene: Scene
}

const cid = (n: number) => `da200000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Demo cases of the gallery; pictures are drawn illustrations (示意图), not photographs. */
export const demoCases: DemoCase[] = [
  {
    id: cid(1),
    title: '湖畔聚落式客房',
    hotel_name: '千岛湖云栖度假酒店',
    positioning: 'luxury',
    city: '杭州',
    year: 2025,
    caption: '客房以两层聚落沿湖岸展开，坡屋面压低檐口，保证每间客房正面观湖；示意图。',
    tags: ['度假', '新中式', '建筑外观', '景观'],
    scene: 'lakeside',
  },
  {
    id: cid(2),
    title: '城市综合体塔楼',
    hotel_name: '成都天府中心高端酒店',
    positioning: 'upscale',
    city: '成都',
    year: 2024,
    caption: '酒店位于综合体塔楼 38–52 层，空中大堂设于 38 层，夜景照明与办公楼层区分色温；示意图。',
    tags: ['城市', '综合体', '建筑外观', '夜景'],
    scene: 'tower',
  },
  {
    id: cid(3),
    title: '园林庭院与水院',
    hotel_name: '苏州平江路精品酒店',
    positioning: 'luxury',
    city: '苏州',
    year: 2023,
    caption: '保留原有民居院落格局，以水院组织客房入口，白墙黛瓦配木构窗格；示意图。',
    tags: ['精品', '城市更新', '景观', '新中式'],
    scene: 'courtyard',
  },
  {
    id: cid(4),
    title: '海景无边泳池',
    hotel_name: '三亚海棠湾度假酒店',
    positioning: 'upper_upscale',
    city: '三亚',
    year: 2024,
    caption: '泳池平台抬高 1.2 m 与海平线相接，池边设遮阳躺椅区与池畔吧；示意图。',
    tags: ['度假', '滨海', '景观', '泳池'],
    scene: 'seaside',
  },
  {
    id: cid(5),
    title: '双层通高大堂',
    hotel_name: '西安曲江文化酒店',
    positioning: 'upscale',
    city: '西安',
    year: 2025,
    caption: '大堂净高 9 m，列柱序列引导至前台，吊灯群取意唐代宫灯；示意图。',
    tags: ['大堂', '文化主题', '室内'],
    scene: 'lobby',
  },
  {
    id: cid(6),
    title: '观景标准客房',
    hotel_name: '莫干山溪谷度假酒店',
    positioning: 'luxury',
    city: '湖州',
    year: 2026,
    caption: '标准大床房净面积 48 m²，床头朝向山景落地窗，暖色床头阅读灯 2700 K；示意图。',
    tags: ['客房', '度假', '室内'],
    scene: 'guestroom',
  },
  {
    id: cid(7),
    title: '全日餐厅卡座区',
    hotel_name: '上海前滩精选酒店',
    positioning: 'upper_midscale',
    city: '上海',
    year: 2025,
    caption: '早餐与全日餐饮合一，卡座与四人桌混合布置，座位数为客房数的 0.4 倍；示意图。',
    tags: ['餐饮', '室内', '城市'],
    scene: 'restaurant',
  },
]

export type DemoReviewItem = { id: string; stage: ReviewStage; title: string; guidance: string }

const tid = (stage: number, n: number) => `da3000${stage}0-0000-4000-8000-${String(n).padStart(12, '0')}`

const items = (stage: ReviewStage, index: number, rows: [title: string, guidance: string][]): DemoReviewItem[] =>
  rows.map(([title, guidance], n) => ({ id: tid(index, n + 1), stage, title, guidance }))

/** Review checklist templates by stage: the items a design review at that stage goes through. */
export const demoReviewItems: DemoReviewItem[] = [
  ...items('concept', 1, [
    ['功能配比与任务书一致', '核对客房数、房型比例、餐饮与会议面积是否符合任务书与可研结论。'],
    ['品牌定位与设计主题', '设计概念是否契合目标品牌的定位与品牌标准中的识别要素。'],
    ['总图流线分离', '宾客、后勤、货运、员工流线是否分离，落客区与消防车道是否冲突。'],
    ['客房标准层效率', '标准层客房面积占比宜 ≥ 70%，核心筒与走道面积是否合理。'],
    ['投资估算匹配', '方案造价是否落在开发预算（单房造价）范围内。'],
  ]),
  ...items('design_development', 2, [
    ['标准客房平面与尺寸', '开间、进深、净高与卫生间布置符合品牌标准，家具布置可实现。'],
    ['机电系统选型', '空调、热水、新风系统选型与能耗目标一致，设备机房面积已落实。'],
    ['隔声构造', '客房间隔墙、楼板与客房门的隔声构造达到 GB 50118 对应等级。'],
    ['厨房与后场工艺', '厨房工艺布置已由厨房顾问确认，排烟与隔油路径明确。'],
    ['消防与疏散', '疏散距离、防火分区与装修材料燃烧性能已与消防顾问核对。'],
    ['照明概念与照度', '各区域照度、色温与调光控制符合照明设计与 GB 50034。'],
  ]),
  ...items('construction_docs', 3, [
    ['专业图纸综合', '建筑、结构、机电、室内图纸完成碰撞检查，吊顶标高满足净高要求。'],
    ['客房样板间图纸', '样板间图纸完整，可据此施工并供品牌方验收。'],
    ['节点与材料表', '关键节点大样、材料表与规格书齐全，材料有替代方案。'],
    ['检修口与设备位置', '风机盘管、阀门检修口不落在床头与视觉焦点位置。'],
    ['无障碍客房', '无障碍客房数量与细部满足规范与品牌要求。'],
  ]),
  ...items('ffe', 4, [
    ['软装方案与品牌识别', '家具、灯具、布艺、艺术品方案体现品牌识别与设计主题。'],
    ['FF&E 清单与预算', 'FF&E 清单数量、规格与预算一致，长周期物品已提前下单。'],
    ['家具尺寸与安全', '家具尺寸与客房平面吻合，防倾倒、阻燃等级符合要求。'],
    ['样品封样', '主要面料、石材、木饰面已封样并留存。'],
  ]),
  ...items('pre_opening', 5, [
    ['样板间验收意见关闭', '品牌方与业主对样板间提出的意见全部整改完成。'],
    ['声学与噪声实测', '抽检客房隔声与背景噪声，实测值达到设计等级。'],
    ['照明调试与场景', '公区照明场景已编程调试，客房灯光控制面板操作正确。'],
    ['客房逐间验收（Snag List）', '逐间检查饰面、五金、洁具与家具，缺陷清单闭合率 ≥ 95%。'],
    ['标识与导视', '导视系统与消防标识安装完成，内容与品牌规范一致。'],
    ['竣工资料移交', '竣工图、设备说明书、维保合同移交工程部。'],
  ]),
]
