import { Tabs, Typography } from 'antd'
import { AuditTab } from './audit-tab.tsx'
import { OrganizationsTab } from './organizations-tab.tsx'
import { UsersTab } from './users-tab.tsx'

/** /manage-users: administrators manage users, organizations and read the audit trail. */
export function Component() {
  return (
    <div style={{ padding: 'clamp(8px, 2vw, 24px)', maxWidth: 1400, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        用户管理
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'users', label: '用户', children: <UsersTab /> },
          { key: 'organizations', label: '机构', children: <OrganizationsTab /> },
          { key: 'audit', label: '审计日志', children: <AuditTab /> },
        ]}
      />
    </div>
  )
}
