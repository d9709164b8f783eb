import { Result } from 'antd'
import { Link } from 'react-router'

/** What a client sees on /manage-projects: why, and where their own projects are; no control they could not use. */
export function StaffOnly() {
  return (
    <Result
      status="403"
      title="仅公司员工可以管理项目"
      subTitle="项目由顾问团队创建和维护。您参与的项目可以在项目列表中查看；如需加入某个项目，请联系负责该项目的顾问。"
      extra={<Link to="/project-list">查看项目列表</Link>}
    />
  )
}
