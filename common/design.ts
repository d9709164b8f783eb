/** The design library (issue 9 "Design"): vocabularies both the server and the web use. */
import { isStaff } from './user-types.ts'

/** Sections of a design standard, in reading order. */
export const standardSections = ['rooms', 'lobby', 'fnb', 'mep_acoustics', 'sustainability'] as const
export type StandardSection = (typeof standardSections)[number]
export const standardSectionLabels: Record<StandardSection, string> = {
  rooms: '客房面积与配置',
  lobby: '大堂与公区',
  fnb: '餐饮',
  mep_acoustics: '机电与声学',
  sustainability: '可持续',
}

/** Design review stages, in project order. */
export const reviewStages = ['concept', 'design_development', 'construction_docs', 'ffe', 'pre_opening'] as const
export type ReviewStage = (typeof reviewStages)[number]
export const reviewStageLabels: Record<ReviewStage, string> = {
  concept: '概念方案',
  design_development: '扩初',
  construction_docs: '施工图',
  ffe: '软装',
  pre_opening: '开业前验收',
}

/** Notes on a checklist item are short review remarks, not documents. */
export const maxNoteLength = 500

/**
 * Brand-specific standards are marked restricted (ADR 100): only the firm's staff and design clients read them;
 * positioning-level standards and the case gallery are open to every signed-in user.
 */
export function canReadRestrictedStandards(user: { user_type: string; user_type_multi: string[] }) {
  return isStaff(user) || user.user_type_multi.includes('design_client')
}
