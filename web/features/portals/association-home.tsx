import { Flex, Space, Tag } from 'antd'
import { Link } from 'react-router'
import { Meter } from '#web/components/plain-list.tsx'
import { PlainTable } from '#web/components/plain-table.tsx'
import { HotelTable, ReportList, Section, Stats } from './components/parts.tsx'
import { PortalFrame } from './components/portal-frame.tsx'

/** /home-pages/association/industry: hotel statistics by province, the association's member hotels and reports. */
export function AssociationHome() {
  return (
    <PortalFrame kind="association" subtitle="分省酒店业统计、会员酒店与行业报告">
      {(home) => {
        const largest = Math.max(1, ...home.provinces.map((p) => p.hotels))
        const memberProvinces = home.provinces.filter((p) => p.member_hotels > 0)
        return (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Stats
              items={[
                { title: '会员酒店', value: home.member_total, suffix: '家' },
                { title: '会员覆盖省份', value: memberProvinces.length, suffix: '个' },
                { title: '全国酒店', value: home.provinces.reduce((n, p) => n + p.hotels, 0), suffix: '家' },
                { title: '全国筹建管线', value: home.provinces.reduce((n, p) => n + p.pipeline, 0), suffix: '家' },
              ]}
            />
            <Section title="分省统计" more={{ to: '/section/city', label: '城市墙' }}>
              <PlainTable
                rowKey={(p) => p.province}
                rows={home.provinces}
                pageSize={10}
                columns={[
                  {
                    key: 'province',
                    title: '省份',
                    render: (p) => (
                      <Flex gap={4} align="center" wrap>
                        <Link to={`/section/hotel?province=${encodeURIComponent(p.province)}`}>{p.province}</Link>
                        {p.member_hotels > 0 && <Tag color="red">会员 {p.member_hotels}</Tag>}
                      </Flex>
                    ),
                  },
                  {
                    key: 'hotels',
                    title: '酒店',
                    render: (p) => <Meter percent={(p.hotels / largest) * 100} label={grouped(p.hotels)} />,
                  },
                  { key: 'open', title: '在营', align: 'end', render: (p) => grouped(p.open) },
                  // On a phone the province, the bar and the open count stay; rooms and pipeline from 576 px up.
                  { key: 'rooms', title: '客房', align: 'end', render: (p) => grouped(p.rooms), hideOnPhone: true },
                  {
                    key: 'pipeline',
                    title: '筹建管线',
                    align: 'end',
                    render: (p) => grouped(p.pipeline),
                    hideOnPhone: true,
                  },
                ]}
              />
            </Section>
            <Section title={`会员酒店（${home.member_total} 家）`}>
              <HotelTable hotels={home.members} showGroup empty="暂无会员酒店" />
            </Section>
            <Section title="行业报告" more={{ to: '/startPage/industryWatch', label: '行业观察' }}>
              <ReportList reports={home.reports} />
            </Section>
          </Space>
        )
      }}
    </PortalFrame>
  )
}

/** Counts with thousands separators, as everywhere in the product. */
const grouped = (n: number) => n.toLocaleString('zh-CN')
