/**
 * The firm's identity: one file to change for a deployment. Route names that carry the firm's name in the seed
 * (homeHuamei, huamei, huameiAnnuals) keep their names whatever this says.
 */
export const site = {
  name: '酒店产业云',
  title: '酒店产业云服务平台',
  firmName: '酒店产业咨询',
  logo: '/logo.svg',
  copyright: `© ${new Date().getFullYear()} 酒店产业咨询 版权所有`,
  supportCredit: '技术支持：酒店产业云技术团队',
  filingNumber: 'ICP备案号：待配置',
  /**
   * Facts the privacy notice (/privacy) needs that only the operator knows; each is shown as written, so a value
   * still starting with 【待填写】 is visibly unfilled on the page.
   */
  privacy: {
    operatorLegalName: '【待填写】运营方的法定名称',
    operatorAddress: '【待填写】运营方的注册地址',
    contact: '【待填写】个人信息保护负责人的联系电话或邮箱',
    effectiveDate: '【待填写】本政策的生效日期',
  },
} as const
