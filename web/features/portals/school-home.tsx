import { Space } from 'antd'
import { ContentSections, ReportList, Section } from './components/parts.tsx'
import { PortalFrame } from './components/portal-frame.tsx'

/** /home-pages/school/industry: industry reports, talent and HR content, and the case library, for teaching. */
export function SchoolHome() {
  return (
    <PortalFrame kind="school" subtitle="行业研究报告、人才与人力资源内容、运营案例库">
      {(home) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Section title="行业报告" more={{ to: '/startPage/industryWatch', label: '行业观察' }}>
            <ReportList reports={home.reports} />
          </Section>
          <ContentSections sections={home.sections} />
        </Space>
      )}
    </PortalFrame>
  )
}
