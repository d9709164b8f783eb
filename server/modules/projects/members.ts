import { clientRoles, type MemberRole, memberRoleLabels, staffRoles } from '#common/projects'
import { isStaff } from '#common/user-types'
import type { Db } from '#server/db/database'
import { badRequest } from '#server/errors'
import { parseList } from '../auth/queries.ts'
import { findActiveUsers } from './queries.ts'

type MemberInput = { user_id: string; role: MemberRole }

/**
 * Checks proposed members against the users table and the access rule: the firm's people take the consulting
 * roles; client people the client roles and only on a project of their own organization (they could not see
 * another organization's project anyway). Problems are reported per field, as `${prefix}user_id`.
 */
export async function checkMembers(
  db: Db,
  organizationId: string,
  members: MemberInput[],
  prefix = (i: number) => `members.${i}.`,
) {
  const users = new Map((await findActiveUsers(db, [...new Set(members.map((m) => m.user_id))])).map((u) => [u.id, u]))
  const fields: Record<string, string> = {}
  members.forEach((member, i) => {
    const user = users.get(member.user_id)
    const key = `${prefix(i)}user_id`
    if (!user) {
      fields[key] = '成员不存在或已停用'
      return
    }
    const staff = isStaff({ user_type: user.user_type, user_type_multi: parseList(user.user_type_multi) })
    if (staff && !staffRoles.includes(member.role)) {
      fields[`${prefix(i)}role`] = `公司员工只能担任${staffRoles.map((r) => memberRoleLabels[r]).join('或')}`
    } else if (!staff && !clientRoles.includes(member.role)) {
      fields[`${prefix(i)}role`] = `客户人员只能担任${clientRoles.map((r) => memberRoleLabels[r]).join('或')}`
    } else if (!staff && user.organization_id !== organizationId) {
      fields[key] = `${user.username}不属于该项目的客户机构`
    }
  })
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0] ?? '成员不正确', fields)
}
