import { Tag } from 'antd'
import {
  type MemberRole,
  memberRoleLabels,
  type ProjectStage,
  projectStageLabels,
  projectStages,
  type ServiceType,
  serviceTypeLabels,
} from '#common/projects'

const stageColors = ['blue', 'cyan', 'geekblue', 'purple', 'orange', 'default']

export function StageTag({ stage }: { stage: ProjectStage }) {
  return <Tag color={stageColors[projectStages.indexOf(stage)]}>{projectStageLabels[stage] ?? stage}</Tag>
}

export function ServiceTag({ type }: { type: ServiceType }) {
  return <Tag>{serviceTypeLabels[type] ?? type}</Tag>
}

export function RoleTag({ role }: { role: MemberRole }) {
  return <Tag color={role === 'lead' ? 'red' : role === 'client' ? 'gold' : undefined}>{memberRoleLabels[role]}</Tag>
}

export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
