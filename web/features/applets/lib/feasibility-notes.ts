import texts from './feasibility-texts.json'
import { textNotes } from './tool-texts.ts'

/** Method and legal bases of the feasibility study, shown folded under the results. */
export const feasibilityNotes = textNotes(texts)
