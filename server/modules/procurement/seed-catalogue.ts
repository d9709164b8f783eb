import type { ProcurementCategory } from '#common/procurement'

/** Demo suppliers and catalogue: plausible Chinese hotel-supply vendors, products and CNY prices. */

export const supplierId = (n: number) => `d9100000-0000-4000-8000-${String(n).padStart(12, '0')}`
export const productId = (n: number) => `d9100000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`

type Contact = { name: string; title: string; phone: string; email: string }
type Qualification = { name: string; number: string; valid_until: string }

export type DemoSupplier = {
  n: number
  name: string
  categories: ProcurementCategory[]
  city: string
  description: string
  contacts: Contact[]
  qualifications: Qualification[]
}

const iso9001 = (number: string, until: string) => ({ name: 'ISO 9001 质量管理体系认证', number, valid_until: until })
const fsc = (number: string, until: string) => ({ name: 'FSC 森林认证（产销监管链）', number, valid_until: until })

export const demoSuppliers: DemoSupplier[] = [
  {
    n: 1,
    name: '佛山华居酒店家具有限公司',
    categories: ['ffe'],
    city: '佛山',
    description: '专注星级酒店客房与公区活动家具定制，年产能 3 万间客房，服务过多家国际品牌酒店。',
    contacts: [{ name: '梁国栋', title: '大客户经理', phone: '0757-2988 6612', email: 'liang.gd@huaju-furniture.cn' }],
    qualifications: [iso9001('00224Q31562R2M', '2027-08-31'), fsc('SGSHK-COC-010452', '2028-03-15')],
  },
  {
    n: 2,
    name: '中山明辉酒店照明科技有限公司',
    categories: ['ffe', 'engineering'],
    city: '中山',
    description: '酒店装饰灯具与 LED 智能照明系统，提供灯光深化设计与安装指导。',
    contacts: [{ name: '何丽君', title: '项目销售总监', phone: '0760-2233 8890', email: 'helj@minghui-light.com' }],
    qualifications: [
      iso9001('04922Q20017R1S', '2027-05-20'),
      { name: '中国强制性产品认证（CCC）', number: '2021011001398765', valid_until: '2026-12-31' },
    ],
  },
  {
    n: 3,
    name: '南通金丝鸟酒店布草有限公司',
    categories: ['linen'],
    city: '南通',
    description: '酒店床品、毛巾、浴袍与餐厅布草一站式供应，支持刺绣 Logo 与小批量翻单。',
    contacts: [
      { name: '顾晓燕', title: '销售经理', phone: '0513-8566 3021', email: 'gu.xy@jinsiniao-linen.cn' },
      { name: '陈海峰', title: '生产主管', phone: '0513-8566 3025', email: 'chen.hf@jinsiniao-linen.cn' },
    ],
    qualifications: [
      iso9001('15/22Q8812R10', '2027-11-30'),
      { name: 'OEKO-TEX Standard 100 一级认证', number: '21.HCN.71235', valid_until: '2027-02-28' },
    ],
  },
  {
    n: 4,
    name: '扬州雅洁旅游用品有限公司',
    categories: ['amenities'],
    city: '扬州',
    description: '客房一次性用品与环保大瓶装洗护，符合《旅游饭店一次性用品》减量要求。',
    contacts: [{ name: '周建明', title: '华东区经理', phone: '0514-8678 1120', email: 'zhoujm@yajie-amenity.com' }],
    qualifications: [
      iso9001('01624Q10988R3M', '2027-04-10'),
      { name: '化妆品生产许可证', number: '苏妆 20160031', valid_until: '2026-06-30' },
    ],
  },
  {
    n: 5,
    name: '上海御膳商用厨房设备有限公司',
    categories: ['kitchen'],
    city: '上海',
    description: '酒店中西厨、宴会厨房整体设计与设备供应，含排烟与燃气安全系统。',
    contacts: [{ name: '沈立群', title: '工程销售经理', phone: '021-5488 7361', email: 'shenlq@yushan-kitchen.com' }],
    qualifications: [iso9001('00123Q38821R1M', '2026-09-30')],
  },
  {
    n: 6,
    name: '杭州恒瑞机电工程有限公司',
    categories: ['engineering'],
    city: '杭州',
    description: '暖通空调、给排水与客房控制系统（RCU）采购与安装，机电安装工程专业承包二级。',
    contacts: [{ name: '吴志刚', title: '商务经理', phone: '0571-8699 2214', email: 'wuzg@hengrui-me.cn' }],
    qualifications: [
      { name: '机电工程施工总承包二级资质', number: 'D233045678', valid_until: '2028-01-15' },
      { name: '安全生产许可证', number: '(浙)JZ安许证字[2019]010765', valid_until: '2027-07-01' },
    ],
  },
  {
    n: 7,
    name: '广州宾达酒店用品有限公司',
    categories: ['ose', 'amenities'],
    city: '广州',
    description: '客房、前厅与餐饮运营物资（OS&E）整包供应，品类 6000 余种，全国仓配。',
    contacts: [
      { name: '黄嘉欣', title: '客户经理', phone: '020-3462 5518', email: 'huangjx@binda-hotel.com' },
      { name: '林伟', title: '物流协调', phone: '020-3462 5520', email: 'linwei@binda-hotel.com' },
    ],
    qualifications: [iso9001('00222Q27760R2M', '2027-10-22')],
  },
  {
    n: 8,
    name: '景德镇瓷都酒店瓷器有限公司',
    categories: ['ose'],
    city: '景德镇',
    description: '高白瓷与强化瓷酒店餐具，支持底款定制，铅镉溶出符合 GB 4806.4。',
    contacts: [{ name: '邹文华', title: '销售经理', phone: '0798-8451 367', email: 'zouwh@cidu-porcelain.cn' }],
    qualifications: [iso9001('03823Q10456R0S', '2026-08-15')],
  },
]

/** [n, supplier n, category, name, spec, brand, unit, price in yuan] */
export const demoProducts: [number, number, ProcurementCategory, string, string, string, string, number][] = [
  [1, 1, 'ffe', '大床床架及床头板', '2000×2200 mm，实木框架，科技布软包床头，E0 级板材', '华居', '套', 6800],
  [2, 1, 'ffe', '客房书桌', '1400×600×750 mm，胡桃木饰面，内嵌电源与 USB-C 插座', '华居', '张', 3200],
  [3, 1, 'ffe', '休闲单人沙发椅', '760×820×780 mm，高回弹海绵，防污阻燃面料（GB 8624 B1）', '华居', '张', 2650],
  [4, 1, 'ffe', '行李柜', '1200×500×450 mm，金属拉丝脚，台面耐刮擦', '华居', '个', 1480],
  [5, 1, 'ffe', '大堂接待台', '6000 mm 弧形，石材台面，含隐藏线槽与储物柜', '华居', '套', 86000],
  [6, 2, 'ffe', '床头壁灯', 'LED 3W，3000K，显色指数 Ra≥90，带 USB 充电口', '明辉', '只', 420],
  [7, 2, 'ffe', '大堂水晶吊灯', '直径 2.4 m，K9 水晶，可调光 LED 光源', '明辉', '盏', 58000],
  [8, 2, 'ffe', '落地阅读灯', '高 1.6 m，黄铜色，三档调光', '明辉', '盏', 980],
  [9, 2, 'engineering', '客房智能照明控制模块', 'DALI 协议，8 回路，可接入 RCU', '明辉', '套', 1650],
  [10, 3, 'linen', '纯棉贡缎被套', '240×220 cm，60 支 400 根，白色，缎条 3 cm', '金丝鸟', '条', 268],
  [11, 3, 'linen', '纯棉床单', '280×300 cm，60 支 400 根，白色', '金丝鸟', '条', 186],
  [12, 3, 'linen', '浴巾', '80×160 cm，850 g，32 支长绒棉，刺绣酒店 Logo', '金丝鸟', '条', 98],
  [13, 3, 'linen', '面巾', '35×75 cm，180 g，32 支长绒棉', '金丝鸟', '条', 28],
  [14, 3, 'linen', '华夫格浴袍', '均码，纯棉华夫格，青果领', '金丝鸟', '件', 165],
  [15, 3, 'linen', '羽绒被', '220×240 cm，90% 白鹅绒，充绒量 1000 g', '金丝鸟', '条', 1280],
  [16, 4, 'amenities', '洗护大瓶装套装', '洗发、沐浴、护发各 300 ml，压泵瓶，带防盗支架', '雅洁', '套', 86],
  [17, 4, 'amenities', '洗护补充装', '5 L 桶装，洗发/沐浴/护发任选', '雅洁', '桶', 210],
  [18, 4, 'amenities', '竹柄牙具套装', '竹柄牙刷 + 10 g 牙膏，牛皮纸盒', '雅洁', '套', 1.35],
  [19, 4, 'amenities', '可降解拖鞋', '29 cm，珊瑚绒，PLA 鞋底', '雅洁', '双', 4.8],
  [20, 7, 'amenities', '客房电热水壶', '0.8 L，304 不锈钢内胆，防干烧', '宾达', '只', 128],
  [21, 7, 'ose', '客房保险箱', '420×350×200 mm，电子密码，可接入管理卡', '宾达', '台', 560],
  [22, 7, 'ose', '客房吹风机', '1600 W，负离子，壁挂式', '宾达', '只', 198],
  [23, 7, 'ose', '前厅行李车', '不锈钢镀钛，1800 mm，静音万向轮', '宾达', '辆', 6800],
  [24, 7, 'ose', '宴会折叠圆桌', '直径 1.8 m，高密度板，可折叠钢脚', '宾达', '张', 620],
  [25, 8, 'ose', '骨瓷平盘', '10 英寸，高白瓷，底款定制', '瓷都', '只', 42],
  [26, 8, 'ose', '咖啡杯碟', '200 ml，强化瓷', '瓷都', '套', 36],
  [27, 5, 'kitchen', '四眼燃气中餐灶', '双主火双尾汤，熄火保护，不锈钢 304', '御膳', '台', 18600],
  [28, 5, 'kitchen', '十层万能蒸烤箱', '10 × GN1/1，电加热，自动清洗', '御膳', '台', 126000],
  [29, 5, 'kitchen', '双门冷藏冷冻柜', '1.2 m，上冷藏下冷冻，R290 环保冷媒', '御膳', '台', 9800],
  [30, 5, 'kitchen', '通道式洗碗机', '每小时 180 篮，带余热回收', '御膳', '台', 152000],
  [31, 6, 'engineering', '客房控制系统（RCU）', '含插卡取电、温控面板、门铃勿扰，单间套件', '恒瑞', '套', 2380],
  [32, 6, 'engineering', '风机盘管', '卧式暗装，FP-68，三速', '恒瑞', '台', 1150],
  [33, 6, 'engineering', '空气源热泵热水机组', '制热量 80 kW，含安装与调试', '恒瑞', '台', 168000],
]
