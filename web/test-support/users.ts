import type { UserInfo } from '../lib/session.ts'

/** A signed-in member of the firm's staff as GET /user/info answers it; `over` changes what a test is about. */
export const staffUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  username: '陈思远',
  phone_number: '13800000001',
  user_type: 'hm_employee',
  user_type_multi: ['employee'],
  organization: 'firm',
  authorization: null,
  avatar: null,
  ...over,
})
