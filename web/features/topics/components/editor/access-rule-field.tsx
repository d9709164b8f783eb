import { Select, Space } from 'antd'
import type { AccessRule } from '#common/content'
import { orgKindLabels, orgKinds, userTypeLabels, userTypes } from '#common/user-types'

const ruleLabels: Record<AccessRule['kind'], string> = {
  public: '公开（无需登录）',
  user: '所有登录用户',
  user_types: '指定用户类型',
  org_kinds: '指定机构类型',
  employee: '仅本公司员工',
  admin: '仅管理员',
}

/** The rules that name a list of user or organization types, and what the list is picked from. */
const listRules: Record<'user_types' | 'org_kinds', { label: string; options: { value: string; label: string }[] }> = {
  user_types: { label: '用户类型', options: userTypes.map((t) => ({ value: t, label: userTypeLabels[t] })) },
  org_kinds: { label: '机构类型', options: orgKinds.map((k) => ({ value: k, label: orgKindLabels[k] })) },
}

/** An access rule as a form control (antd Form passes value and onChange). */
export function AccessRuleField({ value, onChange }: { value?: AccessRule; onChange?: (rule: AccessRule) => void }) {
  const rule = value ?? { kind: 'user' }
  const setKind = (kind: AccessRule['kind']) => {
    if (kind === 'user_types') onChange?.({ kind, user_types: [] as never })
    else if (kind === 'org_kinds') onChange?.({ kind, org_kinds: [] as never })
    else onChange?.({ kind })
  }
  return (
    <Space.Compact block>
      <Select
        aria-label="访问权限"
        value={rule.kind}
        onChange={setKind}
        style={{ width: 180 }}
        options={Object.entries(ruleLabels).map(([v, label]) => ({ value: v, label }))}
      />
      {(rule.kind === 'user_types' || rule.kind === 'org_kinds') && (
        <Select
          key={rule.kind}
          aria-label={listRules[rule.kind].label}
          mode="multiple"
          value={rule.kind === 'user_types' ? rule.user_types : rule.org_kinds}
          onChange={(values: string[]) => onChange?.({ kind: rule.kind, [rule.kind]: values } as AccessRule)}
          placeholder={`选择${listRules[rule.kind].label}`}
          style={{ flex: 1, minWidth: 200 }}
          options={listRules[rule.kind].options}
        />
      )}
    </Space.Compact>
  )
}
