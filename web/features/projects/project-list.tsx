import { Card, Carousel, Col, Input, Row, Segmented, Space, Typography } from 'antd'
import { useState } from 'react'
import type { ProjectFilters } from '#common/projects-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { useBanners } from './api/files.ts'
import { useProjects } from './api/projects.ts'
import { ProjectCard } from './components/project-card.tsx'

/** /project-list: the projects the user may see, under a banner of their newest images (getAdFiles). */
export function Component() {
  const [filters, setFilters] = useState<ProjectFilters>({ status: 'active' })
  const projects = useProjects(filters)
  const banners = useBanners()

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {banners.data && banners.data.length > 0 && (
        <Carousel autoplay autoplaySpeed={5000} aria-label="项目图片">
          {banners.data.map((b) => (
            <div key={b.file_id}>
              <figure style={{ margin: 0, position: 'relative', height: 220, background: '#111' }}>
                <img src={b.url} alt={b.title} style={{ width: '100%', height: 220, objectFit: 'cover' }} />
                <figcaption
                  style={{ position: 'absolute', left: 12, bottom: 8, color: '#fff', textShadow: '0 1px 2px #000' }}
                >
                  {b.project_name} · {b.title}
                </figcaption>
              </figure>
            </div>
          ))}
        </Carousel>
      )}
      <Card
        title="我的项目"
        extra={
          <Segmented
            size="small"
            value={filters.status}
            onChange={(status) => setFilters((f) => ({ ...f, status: status as ProjectFilters['status'] }))}
            options={[
              { value: 'active', label: '进行中' },
              { value: 'all', label: '全部' },
            ]}
          />
        }
      >
        <Input.Search
          allowClear
          placeholder="搜索项目或城市"
          style={{ maxWidth: 320, marginBottom: 16 }}
          onSearch={(q) => setFilters((f) => ({ ...f, q: q.trim() || undefined }))}
        />
        <QueryState
          query={projects}
          empty={projects.data?.length === 0}
          emptyText={
            <Typography.Text type="secondary">暂无可查看的项目。项目顾问将您加入项目后，会显示在这里。</Typography.Text>
          }
        >
          <Row gutter={[16, 16]}>
            {projects.data?.map((p) => (
              <Col key={p.id} xs={24} sm={12} xl={8}>
                <ProjectCard project={p} />
              </Col>
            ))}
          </Row>
        </QueryState>
      </Card>
    </Space>
  )
}
