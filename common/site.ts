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
} as const
