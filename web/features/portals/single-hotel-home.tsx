import { Empty, Space } from 'antd'
import { Link } from 'react-router'
import { PlainFacts } from '#web/components/plain-facts.tsx'
import { LazyAssetSection } from './components/lazy-asset-section.tsx'
import {
  ContentSections,
  HotelStatusTag,
  HotelTable,
  PositioningText,
  ProjectsAndReports,
  Section,
} from './components/parts.tsx'
import { PortalFrame } from './components/portal-frame.tsx'
import { StaffReviewSection } from './components/staff-review-section.tsx'

/** /home-pages/hotel/company: the client's hotel, its nearby competitors and operations resources. */
export function SingleHotelHome() {
  return (
    <PortalFrame kind="single_hotel" subtitle="本店概况、周边竞品与运营资源">
      {(home, organization) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {home.hotel ? (
            <Section
              title="本店"
              more={{ to: `/hotel-viewer?id=${encodeURIComponent(home.hotel.id)}`, label: '酒店详情' }}
            >
              <PlainFacts
                items={[
                  { label: '酒店', value: home.hotel.name },
                  { label: '城市', value: `${home.hotel.province} · ${home.hotel.city_name}` },
                  { label: '定位', value: <PositioningText value={home.hotel.positioning} /> },
                  { label: '客房', value: `${home.hotel.rooms} 间` },
                  { label: '状态', value: <HotelStatusTag status={home.hotel.status} /> },
                  { label: '品牌', value: home.hotel.brand_name ?? '单体' },
                ]}
              />
            </Section>
          ) : (
            <Empty description="尚未登记本店信息，请联系项目顾问" />
          )}
          {home.hotel ? <LazyAssetSection hotels={[home.hotel]} organizationId={organization.id} /> : null}
          <StaffReviewSection organizationId={organization.id} />
          <Section
            title={`周边 ${home.radius_km} 公里竞品`}
            more={
              home.hotel
                ? {
                    to: `/hotel-viewer?id=${encodeURIComponent(home.hotel.id)}&radius=${home.radius_km}`,
                    label: '在地图上查看',
                  }
                : undefined
            }
          >
            <HotelTable hotels={home.competitors} showDistance empty="周边暂无其他酒店" />
          </Section>
          <ContentSections sections={home.resources} />
          <ProjectsAndReports projects={home.projects} reports={home.reports} />
          <Link to="/startPage/homeHotel">更多开业酒店专题</Link>
        </Space>
      )}
    </PortalFrame>
  )
}
