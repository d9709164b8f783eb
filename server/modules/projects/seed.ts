import type { MemberRole, ProjectStage, ProjectStatus, ServiceType, TaskStatus } from '#common/projects'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { type DemoOrgKey, demoOrgIds, demoUserId } from '../auth/seed.ts'

/** Stable ids of the demo projects (tests and other modules' seeds refer to them). */
export const demoProjectIds = {
  lakesideFeasibility: 'd8000000-0000-4000-8000-000000000001',
  lakesideBrand: 'd8000000-0000-4000-8000-000000000002',
  lakesideSite: 'd8000000-0000-4000-8000-000000000003',
  haitangValuation: 'd8000000-0000-4000-8000-000000000004',
  jinchengOperations: 'd8000000-0000-4000-8000-000000000005',
  yinluPreOpening: 'd8000000-0000-4000-8000-000000000006',
} as const
type DemoProjectKey = keyof typeof demoProjectIds

type DemoProject = {
  key: DemoProjectKey
  org: DemoOrgKey
  name: string
  location: string
  service_type: ServiceType
  stage: ProjectStage
  status: ProjectStatus
  start_date: string
  due_date: string
  description: string
  members: [phone: string, role: MemberRole][]
  milestones: [title: string, due: string, done: boolean][]
  tasks: [title: string, assigneePhone: string | null, status: TaskStatus, due: string | null][]
  comments: [authorPhone: string, body: string, at: string][]
}

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'

const demoProjects: DemoProject[] = [
  {
    key: 'lakesideFeasibility',
    org: 'project_client',
    name: '云栖湖畔度假酒店可行性研究',
    location: '杭州·千岛湖',
    service_type: 'feasibility',
    stage: 'research',
    status: 'active',
    start_date: '2026-09-01',
    due_date: '2027-01-15',
    description: '千岛湖东南湖区 180 间客房度假酒店的市场、财务与风险可行性研究，为投资决策会提供依据。',
    members: [
      [ADMIN, 'lead'],
      [EMPLOYEE, 'consultant'],
      ['13800000008', 'client'],
    ],
    milestones: [
      ['项目启动会', '2026-09-05', true],
      ['市场调研与竞品访谈完成', '2026-10-31', true],
      ['财务模型初稿', '2026-11-30', false],
      ['可研报告终稿汇报', '2027-01-10', false],
    ],
    tasks: [
      ['整理千岛湖近三年旅游接待数据', EMPLOYEE, 'done', '2026-10-10'],
      ['走访 6 家竞品酒店并完成访谈纪要', EMPLOYEE, 'done', '2026-10-28'],
      ['提供地块规划条件与土地出让合同', '13800000008', 'doing', '2026-11-15'],
      ['搭建 10 年期财务模型（含敏感性分析）', ADMIN, 'doing', '2026-11-28'],
      ['确认客房数与餐饮面积配比', '13800000008', 'todo', '2026-12-05'],
      ['编写风险与对策章节', EMPLOYEE, 'todo', '2026-12-20'],
    ],
    comments: [
      [ADMIN, '竞品访谈已全部完成，平均房价与出租率数据已更新到调研资料文件夹。', '2026-10-29T02:30:00.000Z'],
      ['13800000008', '收到。土地出让合同还在法务那边盖章，预计下周一前上传。', '2026-10-29T06:12:00.000Z'],
      [EMPLOYEE, '财务模型需要贵司确认开发成本口径（是否含土地款利息），请在本周内回复。', '2026-11-18T03:05:00.000Z'],
    ],
  },
  {
    key: 'lakesideBrand',
    org: 'project_client',
    name: '云栖湖畔度假酒店品牌选择与谈判',
    location: '杭州·千岛湖',
    service_type: 'brand_negotiation',
    stage: 'kickoff',
    status: 'active',
    start_date: '2026-11-10',
    due_date: '2027-04-30',
    description: '在可研结论基础上，邀请 4–5 家国际与国内管理公司比选，并协助谈判酒店管理合同关键条款。',
    members: [
      [EMPLOYEE, 'lead'],
      ['13800000008', 'client'],
    ],
    milestones: [
      ['品牌比选邀请函发出', '2026-12-10', false],
      ['管理公司方案陈述会', '2027-01-20', false],
      ['管理合同条款谈判完成', '2027-04-15', false],
    ],
    tasks: [
      ['拟定候选管理公司短名单', EMPLOYEE, 'doing', '2026-11-30'],
      ['确认业主方谈判底线（管理费、业绩考核）', '13800000008', 'todo', '2026-12-15'],
    ],
    comments: [
      [EMPLOYEE, '短名单初步考虑洲际、万豪、雅高与两家国内高端品牌，欢迎补充意向。', '2026-11-12T08:00:00.000Z'],
    ],
  },
  {
    key: 'lakesideSite',
    org: 'project_client',
    name: '千岛湖地块选址与城市策略',
    location: '杭州·淳安县',
    service_type: 'site_strategy',
    stage: 'closing',
    status: 'archived',
    start_date: '2026-03-01',
    due_date: '2026-06-30',
    description: '对三个备选地块进行区位、交通、客源与政策比选，已推荐湖畔东南地块。',
    members: [
      [ADMIN, 'lead'],
      ['13800000008', 'client'],
    ],
    milestones: [
      ['备选地块踏勘', '2026-03-20', true],
      ['选址报告交付', '2026-06-25', true],
    ],
    tasks: [['完成三地块评分矩阵', ADMIN, 'done', '2026-05-15']],
    comments: [['13800000008', '选址报告已在董事会通过，感谢团队！', '2026-07-02T01:00:00.000Z']],
  },
  {
    key: 'haitangValuation',
    org: 'owner',
    name: '海棠湾度假酒店资产评估与估值',
    location: '三亚·海棠湾',
    service_type: 'asset_valuation',
    stage: 'proposal',
    status: 'active',
    start_date: '2026-10-08',
    due_date: '2026-12-31',
    description: '为再融资出具酒店资产市场价值评估，含近三年经营分析与未来十年现金流预测。',
    members: [
      [ADMIN, 'lead'],
      ['13800000011', 'client'],
    ],
    milestones: [
      ['经营数据收集完成', '2026-10-25', true],
      ['估值报告初稿', '2026-12-05', false],
    ],
    tasks: [
      ['提供 2023–2025 年月度经营报表', '13800000011', 'done', '2026-10-20'],
      ['完成可比交易案例分析', ADMIN, 'doing', '2026-11-20'],
      ['编制十年现金流预测', ADMIN, 'todo', '2026-12-01'],
    ],
    comments: [['13800000011', '银行希望 12 月中旬拿到终稿，时间上是否可以提前？', '2026-11-16T09:20:00.000Z']],
  },
  {
    key: 'jinchengOperations',
    org: 'management_group',
    name: '锦江酒店集团华东区运营提升诊断',
    location: '上海、苏州、南京',
    service_type: 'operations',
    stage: 'research',
    status: 'active',
    start_date: '2026-10-15',
    due_date: '2027-02-28',
    description: '对集团华东区 12 家在营酒店进行收益管理与人效诊断，提出可落地的提升方案。',
    members: [
      [EMPLOYEE, 'lead'],
      ['13800000007', 'client'],
    ],
    milestones: [
      ['门店现场诊断完成', '2026-12-15', false],
      ['运营提升方案汇报', '2027-02-20', false],
    ],
    tasks: [
      ['收集 12 家门店 STR 对标数据', '13800000007', 'doing', '2026-11-25'],
      ['设计人效分析模板', EMPLOYEE, 'done', '2026-11-05'],
    ],
    comments: [[EMPLOYEE, '苏州两家门店的现场诊断安排在 12 月第一周，请协调店总时间。', '2026-11-19T07:40:00.000Z']],
  },
  {
    key: 'yinluPreOpening',
    org: 'single_hotel',
    name: '西湖隐庐精品酒店开业筹备',
    location: '杭州·西湖区',
    service_type: 'pre_opening',
    stage: 'delivery',
    status: 'active',
    start_date: '2026-08-01',
    due_date: '2026-12-20',
    description: '36 间客房精品酒店的开业筹备顾问：组织架构、SOP、系统选型与试营业。',
    members: [
      [EMPLOYEE, 'consultant'],
      ['13800000013', 'client'],
    ],
    milestones: [
      ['组织架构与薪酬方案', '2026-09-10', true],
      ['试营业', '2026-12-01', false],
    ],
    tasks: [
      ['完成前厅与客房 SOP 培训', EMPLOYEE, 'doing', '2026-11-18'],
      ['PMS 系统上线测试', '13800000013', 'todo', '2026-11-26'],
    ],
    comments: [['13800000013', '消防验收已通过，试营业日期可以按计划推进。', '2026-11-20T04:00:00.000Z']],
  },
]

/** Fixed ids for the rows under each demo project, so reseeding never duplicates them. */
const childId = (project: number, kind: number, index: number) =>
  `d8${String(project).padStart(2, '0')}${kind}000-0000-4000-8000-${String(index).padStart(12, '0')}`

/** Demo projects with members, milestones, tasks and comments. Idempotent: rows are keyed by fixed ids. */
export async function seedProjects(db: Db) {
  const now = nowIso()
  for (const [p, demo] of demoProjects.entries()) {
    const projectId = demoProjectIds[demo.key]
    await db
      .insertInto('projects')
      .values({
        id: projectId,
        organization_id: demoOrgIds[demo.org],
        name: demo.name,
        location: demo.location,
        service_type: demo.service_type,
        stage: demo.stage,
        status: demo.status,
        start_date: demo.start_date,
        due_date: demo.due_date,
        description: demo.description,
        created_by: demoUserId(ADMIN),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await db
      .insertInto('project_members')
      .values(
        demo.members.map(([phone, role]) => ({
          project_id: projectId,
          user_id: demoUserId(phone),
          role,
          added_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
      .execute()
    await db
      .insertInto('project_milestones')
      .values(
        demo.milestones.map(([title, due, done], i) => ({
          id: childId(p, 1, i),
          project_id: projectId,
          title,
          due_date: due,
          done: done ? (1 as const) : (0 as const),
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    const sorts = new Map<TaskStatus, number>()
    await db
      .insertInto('project_tasks')
      .values(
        demo.tasks.map(([title, assignee, status, due], i) => {
          const sort = sorts.get(status) ?? 0
          sorts.set(status, sort + 1)
          return {
            id: childId(p, 2, i),
            project_id: projectId,
            title,
            assignee_user_id: assignee ? demoUserId(assignee) : null,
            status,
            due_date: due,
            sort,
            created_by: demoUserId(ADMIN),
            created_at: now,
            updated_at: now,
          }
        }),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await db
      .insertInto('project_comments')
      .values(
        demo.comments.map(([author, body, at], i) => ({
          id: childId(p, 3, i),
          project_id: projectId,
          author_user_id: demoUserId(author),
          body,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  }
}
