import { orgKindLabels, orgKinds, userTypeLabels, userTypes } from '#common/user-types'

/** Chinese labels the admin screens show for codes the API returns. */
export const userTypeOptions = userTypes.map((code) => ({ value: code, label: userTypeLabels[code] }))
export const orgKindOptions = orgKinds.map((code) => ({ value: code, label: orgKindLabels[code] }))
/** Organizations may also be the firm itself. */
export const organizationKindOptions = [{ value: 'firm', label: '本公司' }, ...orgKindOptions]

export const userTypeLabel = (code: string) => userTypeLabels[code as keyof typeof userTypeLabels] ?? code
export const orgKindLabel = (code: string) =>
  code === 'firm' ? '本公司' : (orgKindLabels[code as keyof typeof orgKindLabels] ?? code)

const actionLabels: Record<string, string> = {
  sms_send: '发送验证码',
  sms_send_failed: '短信发送失败',
  login_success: '登录成功',
  login_failure: '登录失败',
  login_lockout: '验证码锁定',
  logout: '退出登录',
  refresh: '刷新登录',
  refresh_reuse: '登录凭证被重复使用',
  admin_user_create: '创建用户',
  admin_user_update: '修改用户',
  admin_user_disable: '停用用户',
  admin_user_enable: '启用用户',
  admin_session_end: '结束会话',
  admin_users_import: '批量导入用户',
  admin_org_create: '创建机构',
  admin_org_update: '修改机构',
  report_view: '查看报告',
  report_download: '下载报告',
  report_download_word: '下载报告（Word）',
}
export const actionLabel = (action: string) => actionLabels[action] ?? action

export const formatTime = (iso: string) => {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}
