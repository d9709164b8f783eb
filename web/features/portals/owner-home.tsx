import { Space } from 'antd'
import { Link } from 'react-router'
import { type CityTier, cityTierLabels } from '#common/intel'
import { PlainTable } from '#web/components/plain-table.tsx'
import { LazyAssetSection } from './components/lazy-asset-section.tsx'
import { HotelTable, ProjectsAndReports, Section, Stats } from './components/parts.tsx'
import { PortalFrame } from './components/portal-frame.tsx'
import { StaffReviewSection } from './components/staff-review-section.tsx'

/** /home-pages/ownership/industry: the owner's assets and the hotel market of the cities they stand in. */
export function OwnerHome() {
  return (
    <PortalFrame kind="owner" subtitle="持有资产概览与所在城市的酒店市场">
      {(home, organization) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Stats
            items={[
              { title: '持有酒店', value: home.assets.length, suffix: '家' },
              { title: '客房', value: home.assets.reduce((n, a) => n + a.rooms, 0), suffix: '间' },
              { title: '所在城市', value: home.markets.length, suffix: '个' },
              { title: '咨询项目', value: home.projects.length, suffix: '个' },
            ]}
          />
          <Section title="我的资产" more={{ to: '/startPage/asset', label: '资产管理专题' }}>
            <HotelTable hotels={home.assets} showGroup empty="尚未登记资产，请联系项目顾问" />
          </Section>
          <LazyAssetSection hotels={home.assets} organizationId={organization.id} />
          <StaffReviewSection organizationId={organization.id} />
          <Section title="所在城市市场">
            <PlainTable
              rowKey={(m) => m.city_id}
              rows={home.markets}
              minWidth={560}
              columns={[
                {
                  key: 'city_name',
                  title: '城市',
                  render: (m) => <Link to={`/section/hotel?city=${encodeURIComponent(m.city_id)}`}>{m.city_name}</Link>,
                },
                { key: 'tier', title: '等级', render: (m) => cityTierLabels[m.tier as CityTier] ?? m.tier },
                { key: 'hotels', title: '酒店', align: 'end' },
                { key: 'rooms', title: '客房', align: 'end' },
                { key: 'pipeline', title: '筹建管线', align: 'end' },
                { key: 'upscale_share', title: '高端及以上占比', align: 'end', render: (m) => `${m.upscale_share}%` },
              ]}
            />
          </Section>
          <ProjectsAndReports projects={home.projects} reports={home.reports} />
        </Space>
      )}
    </PortalFrame>
  )
}
