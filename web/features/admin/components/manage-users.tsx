import { Button, Result, Tabs, Typography } from 'antd'
import { useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { session } from '../../../lib/session.ts'
import { AuditTab } from './audit-tab.tsx'
import { OrganizationsTab } from './organizations-tab.tsx'
import { UsersTab } from './users-tab.tsx'

/** /manage-users: administrators manage users, organizations and read the audit trail. */
export function Component() {
  const user = useSyncExternalStore(session.subscribe, session.user)
  if (user?.authorization !== 'admin') return <AdminsOnly />
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

/** What a signed-in non-administrator sees at once: why, and whom to ask; no control they could not use. */
function AdminsOnly() {
  const navigate = useNavigate()
  return (
    <Result
      status="403"
      title="只有管理员可以管理用户"
      subTitle="新建、导入、导出用户和管理机构需要管理员权限。如需开通账号或修改信息，请联系本机构的管理员。"
      extra={
        <Button type="primary" onClick={() => navigate('/startPage/home')}>
          返回首页
        </Button>
      }
    />
  )
}
