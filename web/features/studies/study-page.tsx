import {
  ArrowLeftOutlined,
  CloudUploadOutlined,
  EditOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  ReloadOutlined,
} from '@ant-design/icons'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'react-router'
import { type StudyContent, studyPaths, type VersionRow } from '#common/study/api'
import type { StudyAssumptions, StudyFigures } from '#common/study/schemas'
import { Result } from '#web/components/lazy-result.tsx'
import { QueryState } from '#web/components/query-state.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { feedback } from '#web/lib/feedback.ts'
import { useScreens } from '#web/lib/use-screens.ts'
import {
  exportDraft,
  type FileFormat,
  formatLabels,
  newIdempotencyKey,
  studyVersionQuery,
  useEditCompSet,
  usePublish,
  useRecompute,
  useSaveChapter,
  useStudy,
  useUpdateStudy,
} from './api/studies.ts'
import { AssumptionsForm } from './components/assumptions-form.tsx'
import { Chapters } from './components/chapters.tsx'
import { CompSet } from './components/comp-set.tsx'
import { EditBasicsModal } from './components/edit-basics-modal.tsx'
import { FiguresView } from './components/figures-view.tsx'
import { type AreaChange, MarketArea } from './components/market-area.tsx'
import { VersionDownloads } from './components/version-downloads.tsx'
import { km, segmentLabel, when } from './lib/format.ts'
import { studyLink } from './studies-section.tsx'

const backLink = (projectId: string) => `/collabPage?project=${encodeURIComponent(projectId)}&tab=studies`

/** The study page: the working draft for staff (?study=), or a published version (?study=&version=) for its readers. */
export function StudyPage(props: { projectId: string; studyId: string; version: number | null }) {
  return props.version ? (
    <VersionView projectId={props.projectId} studyId={props.studyId} version={props.version} />
  ) : (
    <DraftView projectId={props.projectId} studyId={props.studyId} />
  )
}

function NotFound({ projectId }: { projectId: string }) {
  return <Result status="404" title="研究不存在或您无权查看" extra={<Link to={backLink(projectId)}>返回项目</Link>} />
}

const exportButtons: { format: FileFormat; icon: ReactNode; label: string }[] = [
  { format: 'docx', icon: <FileWordOutlined />, label: '导出 Word' },
  { format: 'pdf', icon: <FilePdfOutlined />, label: '导出 PDF' },
]

const errorText = (error: unknown) => (error instanceof Error ? error.message : null)

function DraftView({ projectId, studyId }: { projectId: string; studyId: string }) {
  const study = useStudy(projectId, studyId)
  const update = useUpdateStudy(projectId, studyId)
  const compSet = useEditCompSet(projectId, studyId)
  const chapter = useSaveChapter(projectId, studyId)
  const recompute = useRecompute(projectId, studyId)
  const publish = usePublish(projectId, studyId)
  const [editing, setEditing] = useState(false)
  const publishKey = useRef(newIdempotencyKey())
  const exporter = useMutation({
    mutationFn: (format: FileFormat) => exportDraft(projectId, studyId, format, study.data?.title ?? '可行性研究'),
    onError: (error, format) =>
      feedback.message.error(
        `导出 ${formatLabels[format]} 失败：${error.message}。研究内容没有任何改动，可以稍后重试。`,
      ),
  })

  if (study.error instanceof ApiError && (study.error.status === 404 || study.error.status === 403)) {
    return <NotFound projectId={projectId} />
  }
  const data = study.data
  return (
    <QueryState query={study}>
      {data && (
        <Flex vertical gap={16}>
          <StudyHeader
            projectId={projectId}
            content={data}
            extra={
              <Space wrap>
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  修改基本信息
                </Button>
                <Button
                  icon={<ReloadOutlined />}
                  loading={recompute.isPending}
                  onClick={() =>
                    recompute.mutate(undefined, {
                      onSuccess: () => feedback.message.success('已按最新数据重新测算，章节正文保留不变'),
                      onError: (e) => feedback.message.error(`重新测算失败：${e.message}`),
                    })
                  }
                >
                  重新测算
                </Button>
                {exportButtons.map(({ format, icon, label }) => (
                  <Button
                    key={format}
                    icon={icon}
                    loading={exporter.isPending && exporter.variables === format}
                    onClick={() => exporter.mutate(format)}
                  >
                    {label}
                  </Button>
                ))}
                <Popconfirm
                  title={`发布第 ${(data.versions.at(-1)?.number ?? 0) + 1} 版`}
                  description="发布后该版本冻结，之后的数据变化不会改变它；客户可在项目和报告库中下载 Word 与 PDF。"
                  okText="确认发布"
                  cancelText="取消"
                  onConfirm={() =>
                    publish.mutate(publishKey.current, {
                      onSuccess: (v) => {
                        publishKey.current = newIdempotencyKey()
                        feedback.message.success(`已发布第 ${v.number} 版`)
                      },
                      onError: (e) => feedback.message.error(`发布失败：${e.message}`),
                    })
                  }
                >
                  <Button type="primary" icon={<CloudUploadOutlined />} loading={publish.isPending}>
                    发布新版本
                  </Button>
                </Popconfirm>
              </Space>
            }
          />
          <EditBasicsModal
            content={data}
            open={editing}
            saving={update.isPending}
            error={editing ? errorText(update.error) : null}
            onClose={() => setEditing(false)}
            onSave={(body) =>
              update.mutate(body, {
                onSuccess: () => {
                  setEditing(false)
                  feedback.message.success('已保存并重新测算，章节正文保留不变')
                },
              })
            }
          />
          {data.problems.length > 0 && (
            <Alert type="warning" showIcon title="测算提示" description={data.problems.join('；')} />
          )}
          <Card size="small">
            <StudyTabs
              projectId={projectId}
              study={data}
              editable
              updating={update.isPending || compSet.isPending}
              onRadius={(radius_km) =>
                update.mutate({ radius_km }, { onError: (e) => feedback.message.error(`未能更新范围：${e.message}`) })
              }
              onArea={(change) =>
                update.mutate(change, { onError: (e) => feedback.message.error(`未能更新范围：${e.message}`) })
              }
              documentPath={studyPaths.document(projectId, studyId)}
              onCompSet={(body) =>
                compSet.mutate(body, { onError: (e) => feedback.message.error(`未能调整竞争组合：${e.message}`) })
              }
              assumptions={{
                saving: update.isPending,
                error: errorText(update.error),
                onSave: (assumptions) =>
                  update.mutate(
                    { assumptions },
                    { onSuccess: () => feedback.message.success('测算假设已保存，数字已重新计算') },
                  ),
              }}
              chapters={{
                saving: chapter.isPending,
                error: errorText(chapter.error),
                onSave: (key, text, done) =>
                  chapter.mutate(
                    { chapter: key, text },
                    {
                      onSuccess: () => {
                        feedback.message.success('正文已保存')
                        done()
                      },
                    },
                  ),
              }}
            />
          </Card>
        </Flex>
      )}
    </QueryState>
  )
}

function StudyHeader(props: { projectId: string; content: StudyContent; extra?: ReactNode; tag?: string }) {
  const { content } = props
  // On a phone the title wraps and the actions take their own row below it: beside them in the header the title
  // was cut to a few characters and the version's tag was hidden.
  const wide = useScreens().md
  return (
    <Card
      size="small"
      styles={wide ? undefined : { title: { whiteSpace: 'normal', paddingBlock: 8 } }}
      title={
        <Space wrap={!wide} size={[8, 4]}>
          <Link to={backLink(props.projectId)} aria-label="返回研究列表">
            <ArrowLeftOutlined />
          </Link>
          <span>{content.title}</span>
          {props.tag && <Tag color="green">{props.tag}</Tag>}
        </Space>
      }
      extra={wide ? props.extra : undefined}
    >
      {!wide && props.extra && <div style={{ marginBottom: 12 }}>{props.extra}</div>}
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
        <Descriptions.Item label="地块">
          {content.site.kind === 'hotel' && content.site.hotel_id ? (
            <Link to={`/hotel-viewer?id=${encodeURIComponent(content.site.hotel_id)}`}>{content.site.name}</Link>
          ) : (
            content.site.name
          )}
          {content.site.city_name ? `（${content.site.city_name}）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="档次与规模">
          {segmentLabel(content.segment)} · {content.rooms} 间
        </Descriptions.Item>
        <Descriptions.Item label="市场范围">
          {content.districts?.length ? content.districts.join('、') : km(content.radius_km)}
        </Descriptions.Item>
        <Descriptions.Item label="品牌短名单">
          {content.brands.length ? content.brands.map((b) => b.name).join('、') : '未选择'}
        </Descriptions.Item>
        <Descriptions.Item label="测算时间">{when(content.computed_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

type TabsProps = {
  projectId: string
  study: StudyContent & { versions?: VersionRow[]; id?: string; title: string }
  editable: boolean
  updating?: boolean
  onRadius?: (radiusKm: number) => void
  onArea?: (change: AreaChange) => void
  /** Where the chapters' generated blocks are read: the draft's document or the version's. */
  documentPath: string
  onCompSet?: Parameters<typeof CompSet>[0]['onEdit']
  assumptions?: { saving: boolean; error: string | null; onSave: (a: StudyAssumptions) => void }
  chapters?: { saving: boolean; error: string | null; onSave: Parameters<typeof Chapters>[0]['onSave'] }
}

function StudyTabs(props: TabsProps) {
  const { study, editable } = props
  const noop = () => undefined
  const items = [
    {
      key: 'market',
      label: '市场范围与供给',
      children: (
        <MarketArea
          content={study}
          editable={editable}
          saving={props.updating ?? false}
          onRadius={props.onRadius ?? noop}
          districtChoice={
            props.onArea && study.id
              ? { projectId: props.projectId, studyId: study.id, onArea: props.onArea }
              : undefined
          }
        />
      ),
    },
    {
      key: 'comp',
      label: `竞争组合（${study.comp_set.hotels.length}）`,
      children: (
        <CompSet
          content={study}
          editable={editable}
          saving={props.updating ?? false}
          onEdit={props.onCompSet ?? noop}
        />
      ),
    },
    {
      key: 'assumptions',
      label: study.flags.length ? `测算假设（${study.flags.length} 项超限）` : '测算假设',
      children: (
        <AssumptionsForm
          key={study.computed_at}
          assumptions={study.assumptions}
          flags={study.flags}
          editable={editable}
          saving={props.assumptions?.saving ?? false}
          error={props.assumptions?.error ?? null}
          onSave={props.assumptions?.onSave ?? noop}
        />
      ),
    },
    {
      key: 'figures',
      label: '预测与财务',
      children: (
        <FiguresView figures={study.figures as StudyFigures | null} problems={study.problems} flags={study.flags} />
      ),
    },
    {
      key: 'chapters',
      label: '报告章节',
      children: (
        <Chapters
          chapters={study.chapters}
          documentPath={props.documentPath}
          computedAt={study.computed_at}
          editable={editable}
          saving={props.chapters?.saving ?? false}
          saveError={props.chapters?.error ?? null}
          onSave={props.chapters?.onSave ?? noop}
        />
      ),
    },
  ]
  if (study.versions && study.id) {
    items.push({
      key: 'versions',
      label: `已发布版本（${study.versions.length}）`,
      children: (
        <VersionsTable projectId={props.projectId} studyId={study.id} title={study.title} versions={study.versions} />
      ),
    })
  }
  return <Tabs items={items} destroyOnHidden={false} />
}

function VersionsTable(props: { projectId: string; studyId: string; title: string; versions: VersionRow[] }) {
  return (
    <Table<VersionRow>
      size="small"
      rowKey="number"
      pagination={false}
      dataSource={[...props.versions].reverse()}
      locale={{ emptyText: '尚未发布。发布后版本冻结，客户可在项目和报告库中下载。' }}
      columns={[
        {
          title: '版本',
          width: 90,
          render: (_, v) => <Link to={studyLink(props.projectId, props.studyId, v.number)}>第 {v.number} 版</Link>,
        },
        { title: '发布时间', width: 160, render: (_, v) => when(v.published_at) },
        { title: '发布人', width: 100, render: (_, v) => v.published_by ?? '—' },
        {
          title: '报告库',
          width: 110,
          render: (_, v) => <Link to={`/report-viewer?id=${encodeURIComponent(v.report_id)}`}>在线阅读</Link>,
        },
        {
          title: '下载',
          render: (_, v) => (
            <VersionDownloads projectId={props.projectId} studyId={props.studyId} title={props.title} version={v} />
          ),
        },
      ]}
    />
  )
}

/** A published version: frozen inputs, market data, figures and text; read-only, with its downloads. */
function VersionView(props: { projectId: string; studyId: string; version: number }) {
  const query = useQuery(studyVersionQuery(props.projectId, props.studyId, props.version))
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
    return <NotFound projectId={props.projectId} />
  }
  const data = query.data
  const row: VersionRow | undefined = data && {
    number: data.number,
    published_at: data.published_at,
    published_by: null,
    report_id: data.report_id,
    pdf_size: 0,
    docx_size: 0,
  }
  return (
    <QueryState query={query}>
      {data && row && (
        <Flex vertical gap={16}>
          <StudyHeader
            projectId={props.projectId}
            content={data.content}
            tag={`第 ${data.number} 版 · ${when(data.published_at)} 发布`}
            extra={
              <VersionDownloads
                projectId={props.projectId}
                studyId={props.studyId}
                title={data.content.title}
                version={row}
              />
            }
          />
          <Typography.Text type="secondary">
            已发布的版本是冻结的：其后的数据变化不会改变其中的数字和文字。
          </Typography.Text>
          <Card size="small">
            <StudyTabs
              projectId={props.projectId}
              study={data.content}
              editable={false}
              documentPath={studyPaths.versionDocument(props.projectId, props.studyId, data.number)}
            />
          </Card>
        </Flex>
      )}
    </QueryState>
  )
}
