import type { StandardSection } from '#common/design'
import type { Positioning } from '#common/intel'

export type Figure = { label: string; value: string; note?: string }
export type DemoStandard = {
  id: string
  /** Slug of an intel brand; null for a positioning-level standard. */
  brand: string | null
  positioning: Positioning
  title: string
  summary: string
  source: string
  sections: Partial<Record<StandardSection, { body: string; figures: Figure[] }>>
}

const codes =
  '《宿舍、旅馆建筑项目规范》GB 55025-2022、《旅馆建筑设计规范》JGJ 62-2014、《民用建筑隔声设计规范》GB 50118-2010、《建筑照明设计标准》GB 50034-2013、《绿色建筑评价标准》GB/T 50378-2019'
const practice = '数值为行业常见做法的区间，供方案比选参考；具体项目以品牌方现行标准与当地审批要求为准。'

const sid = (n: number) => `da100000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * Design standards: four positioning-level guides open to every signed-in user, and brand notes (restricted)
 * compiled from public brand material and projects the firm has reviewed. Figures are typical practice ranges.
 */
export const demoStandards: DemoStandard[] = [
  {
    id: sid(1),
    brand: null,
    positioning: 'luxury',
    title: '奢华酒店设计要点',
    summary: '面向国际奢华品牌与高端度假酒店：大面积客房、独立衣帽与双台盆卫浴、多餐厅组合与严格的声学控制。',
    source: `${codes}；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积宜在 45–60 m²，开间不小于 4.5 m；卫生间独立淋浴、浴缸与双台盆，干湿分区；套房比例通常 8%–12%。客房净高宜 ≥ 2.9 m，床头背景墙与窗帘盒需在扩初阶段定位。',
        figures: [
          { label: '标准间净面积', value: '45–60 m²', note: '度假型可达 60 m² 以上' },
          { label: '客房开间', value: '≥ 4.5 m' },
          { label: '卫生间面积', value: '12–18 m²' },
          { label: '客房净高', value: '2.9–3.2 m' },
          { label: '套房比例', value: '8%–12%' },
        ],
      },
      lobby: {
        body: '大堂净高宜 ≥ 6 m 并形成明确的到达序列：落客区—门厅—大堂吧—前台（或坐式登记）。公区总面积常按每间客房 8–12 m² 估算；客房走道净宽宜 ≥ 1.8 m。',
        figures: [
          { label: '大堂净高', value: '≥ 6 m' },
          { label: '公区面积', value: '8–12 m²/间' },
          { label: '客房走道净宽', value: '1.8–2.4 m' },
          { label: '大堂照度', value: '200–300 lx', note: 'GB 50034 门厅照度标准值 200 lx，可分区调光' },
        ],
      },
      fnb: {
        body: '常见组合为全日餐厅、中餐厅（含 6–12 间包房）、特色餐厅与大堂吧/行政酒廊。全日餐厅座位数约为客房数的 0.6–0.8 倍；宴会厅按宴会形式每人 1.5–2.0 m² 计算，层高宜 ≥ 8 m。',
        figures: [
          { label: '全日餐厅座位', value: '客房数 × 0.6–0.8' },
          { label: '宴会厅人均面积', value: '1.5–2.0 m²（宴会式）' },
          { label: '宴会厅净高', value: '≥ 8 m' },
          { label: '后场与前场面积比', value: '约 1 : 1' },
        ],
      },
      mep_acoustics: {
        body: '按 GB 50118-2010 旅馆建筑“特级”控制：客房之间隔墙空气声隔声 Rw+C > 50 dB（约相当于 STC 55 以上），客房夜间室内噪声 ≤ 30 dB(A)。新风量不少于 30 m³/(h·人)，客房温度可独立控制，卫生间保持负压。',
        figures: [
          { label: '客房间隔墙隔声', value: 'Rw+C > 50 dB', note: 'GB 50118 特级，约 STC 55+' },
          { label: '客房夜间噪声', value: '≤ 30 dB(A)', note: 'GB 50118 特级' },
          { label: '客房门隔声', value: 'Rw+Ctr ≥ 30 dB' },
          { label: '客房新风量', value: '≥ 30 m³/(h·人)' },
          { label: '书写台面照度', value: '300 lx', note: 'GB 50034 客房写字台' },
        ],
      },
      sustainability: {
        body: '国际品牌新建项目普遍要求 LEED 银级或《绿色建筑评价标准》二星以上；客房控制系统（插卡/人感）联动空调与照明，热水采用热泵或余热回收，设计阶段即预留分项计量。',
        figures: [
          { label: '绿色建筑目标', value: 'LEED 银级 / 国标二星及以上' },
          { label: '分项计量', value: '照明、空调、热水、厨房分项' },
          { label: '客房节能控制', value: '人感或插卡联动空调照明' },
        ],
      },
    },
  },
  {
    id: sid(2),
    brand: null,
    positioning: 'upscale',
    title: '高端酒店设计要点',
    summary: '城市商务与会议型高端酒店：客房效率与会议宴会能力并重。',
    source: `${codes}；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积 36–45 m²，开间 4.0–4.2 m；卫生间淋浴为主、部分房型配浴缸；大床房比例 60%–70%。',
        figures: [
          { label: '标准间净面积', value: '36–45 m²' },
          { label: '客房开间', value: '4.0–4.2 m' },
          { label: '卫生间面积', value: '8–10 m²' },
          { label: '客房净高', value: '2.8–3.0 m' },
          { label: '大床房比例', value: '60%–70%' },
        ],
      },
      lobby: {
        body: '大堂净高宜 ≥ 4.5 m，前台与大堂吧视线相通；公区按每间客房 5–8 m² 估算；设独立会议入口以分流团队客人。',
        figures: [
          { label: '大堂净高', value: '≥ 4.5 m' },
          { label: '公区面积', value: '5–8 m²/间' },
          { label: '客房走道净宽', value: '≥ 1.6 m' },
        ],
      },
      fnb: {
        body: '全日餐厅 + 中餐厅 + 大堂吧为常见配置；宴会厅 800–1 200 m²，配前厅与独立宴会厨房，多功能厅照度按 300 lx 设计。',
        figures: [
          { label: '全日餐厅座位', value: '客房数 × 0.5–0.7' },
          { label: '宴会厅面积', value: '800–1 200 m²' },
          { label: '多功能厅照度', value: '300 lx', note: 'GB 50034' },
        ],
      },
      mep_acoustics: {
        body: '按 GB 50118-2010 “一级”控制：客房间隔墙 Rw+C > 45 dB（约 STC 50），客房夜间噪声 ≤ 35 dB(A)；设备层与客房层之间设隔振。',
        figures: [
          { label: '客房间隔墙隔声', value: 'Rw+C > 45 dB', note: 'GB 50118 一级，约 STC 50' },
          { label: '客房夜间噪声', value: '≤ 35 dB(A)' },
          { label: '客房新风量', value: '≥ 30 m³/(h·人)' },
        ],
      },
      sustainability: {
        body: '宜取得绿色建筑一星或二星；推荐 LED 全覆盖、变频水泵与冷却塔、雨水回用于绿化。',
        figures: [{ label: '绿色建筑目标', value: '国标一星至二星' }],
      },
    },
  },
  {
    id: sid(3),
    brand: null,
    positioning: 'upper_midscale',
    title: '中高端精选服务酒店设计要点',
    summary: '有限服务、高坪效：客房标准化、模块化，公区“大堂+早餐+共享空间”一体。',
    source: `${codes}；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积 25–32 m²，开间 3.6–3.9 m；淋浴间玻璃隔断、台盆外置；推荐装配式卫浴以缩短工期。',
        figures: [
          { label: '标准间净面积', value: '25–32 m²' },
          { label: '客房开间', value: '3.6–3.9 m' },
          { label: '客房净高', value: '≥ 2.6 m' },
          { label: '总建筑面积', value: '55–75 m²/间' },
        ],
      },
      lobby: {
        body: '大堂、早餐厅与阅读/共享空间合并设计，面积约 1.5–2.5 m²/间；前台 2–3 个工位，设自助入住终端。',
        figures: [
          { label: '公区面积', value: '1.5–2.5 m²/间' },
          { label: '前台工位', value: '2–3 个' },
        ],
      },
      fnb: {
        body: '仅设早餐厅（可兼作日间咖啡与简餐），座位数约为客房数的 0.3–0.4 倍，按两轮翻台计算。',
        figures: [{ label: '早餐座位', value: '客房数 × 0.3–0.4' }],
      },
      mep_acoustics: {
        body: '按 GB 50118-2010 “二级”及以上：客房间隔墙 Rw+C > 40 dB，推荐做到 45 dB；客房夜间噪声 ≤ 40 dB(A)。',
        figures: [
          { label: '客房间隔墙隔声', value: 'Rw+C > 40 dB，推荐 > 45 dB' },
          { label: '客房夜间噪声', value: '≤ 40 dB(A)' },
          { label: '客房一般照度', value: '75 lx', note: 'GB 50034 一般活动区' },
        ],
      },
      sustainability: {
        body: '以运营节能为主：空气源热泵热水、客房节电开关、公区照明分时控制。',
        figures: [{ label: '热水系统', value: '空气源热泵（COP ≥ 3）' }],
      },
    },
  },
  {
    id: sid(4),
    brand: null,
    positioning: 'economy',
    title: '经济型酒店设计要点',
    summary: '以单房造价与工期为先：紧凑客房、标准化材料、极简公区。',
    source: `${codes}；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积 16–22 m²，开间约 3.3 m；整体卫浴 3–4 m²；双床房比例可达 40%。',
        figures: [
          { label: '标准间净面积', value: '16–22 m²' },
          { label: '客房开间', value: '约 3.3 m' },
          { label: '卫生间面积', value: '3–4 m²' },
          { label: '总建筑面积', value: '35–45 m²/间' },
        ],
      },
      lobby: {
        body: '前台与早餐区合并，公区约 0.8–1.2 m²/间。',
        figures: [{ label: '公区面积', value: '0.8–1.2 m²/间' }],
      },
      mep_acoustics: {
        body: '客房间隔墙不低于 GB 50118-2010 “二级” Rw+C > 40 dB；分体空调或多联机，外机位置在方案阶段确定。',
        figures: [{ label: '客房间隔墙隔声', value: 'Rw+C > 40 dB' }],
      },
    },
  },
  {
    id: sid(11),
    brand: 'jw-marriott',
    positioning: 'luxury',
    title: 'JW万豪 设计审查要点',
    summary: '根据公开品牌资料与顾问审图经验整理：强调“静谧奢华”，客房宽敞、餐饮组合丰富。',
    source: `品牌公开资料与本所项目审图记录整理；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积常见 45–50 m²；卫生间双台盆、独立淋浴与浴缸；行政楼层配行政酒廊。',
        figures: [
          { label: '标准间净面积', value: '45–50 m²' },
          { label: '行政酒廊', value: '约客房数 × 0.15 座' },
        ],
      },
      fnb: {
        body: '全日餐厅、中餐厅与特色餐厅三类齐备；宴会厅常在 1 000 m² 以上并带独立前厅。',
        figures: [{ label: '宴会厅面积', value: '≥ 1 000 m²' }],
      },
      mep_acoustics: {
        body: '审图常见问题：客房卫生间排水立管贴邻床头墙、走道风机盘管检修口落在客房门前。',
        figures: [{ label: '客房间隔墙隔声', value: 'Rw+C > 50 dB（约 STC 55）' }],
      },
    },
  },
  {
    id: sid(12),
    brand: 'courtyard',
    positioning: 'upscale',
    title: '万怡 设计审查要点',
    summary: '精选服务型高端品牌：以“开放式大堂 + 全日餐厅”为核心，会议配置适中。',
    source: `品牌公开资料与本所项目审图记录整理；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积常见 32–38 m²，工作区与休闲区合并。',
        figures: [{ label: '标准间净面积', value: '32–38 m²' }],
      },
      lobby: {
        body: '开放式大堂将前台、酒吧、餐饮与休息区连成一体，宜形成多种座位类型。',
        figures: [{ label: '公区面积', value: '4–6 m²/间' }],
      },
    },
  },
  {
    id: sid(13),
    brand: 'atour',
    positioning: 'upper_midscale',
    title: '亚朵 设计审查要点',
    summary: '人文生活方式中高端品牌：公区“竹居”阅读空间与标准化客房模块。',
    source: `品牌公开资料与本所项目审图记录整理；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积常见 25–30 m²；卫浴干湿分离，床品与香氛为品牌识别要素。',
        figures: [{ label: '标准间净面积', value: '25–30 m²' }],
      },
      lobby: {
        body: '公区设阅读空间（图书借阅）与早餐区，兼作社交与小型活动场地。',
        figures: [{ label: '公区面积', value: '2–3 m²/间' }],
      },
      sustainability: {
        body: '装配式卫浴与标准化家具模块可缩短改造工期 20%–30%（本所项目经验）。',
        figures: [{ label: '工期节约', value: '20%–30%' }],
      },
    },
  },
  {
    id: sid(14),
    brand: 'hanting',
    positioning: 'economy',
    title: '汉庭 设计审查要点',
    summary: '经济型连锁品牌：标准化程度高，改造项目以结构与消防条件为先。',
    source: `品牌公开资料与本所项目审图记录整理；${practice}`,
    sections: {
      rooms: {
        body: '标准间净面积常见 15–20 m²，整体卫浴；改造项目优先核查卫生间降板与排水坡度。',
        figures: [{ label: '标准间净面积', value: '15–20 m²' }],
      },
    },
  },
]
