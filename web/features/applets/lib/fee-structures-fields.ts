import type { FeeStructuresInput } from '#common/applets/fee-structures'
import texts from './fee-structures-texts.json'
import type { ToolSection } from './tool-fields.ts'
import { textSections } from './tool-texts.ts'

export type FeeNumberKey = Exclude<keyof FeeStructuresInput, 'segment' | 'tier' | 'scenario'>

export const feeStructuresSections: ToolSection<FeeNumberKey>[] = textSections<FeeNumberKey>(texts)
