// What other features use of this feature (ADR 142): they import it from here, never from its files.
export { FeasibilitySensitivityView } from './components/feasibility-sensitivity.tsx'
export { FieldSections } from './components/field-sections.tsx'
export { Verdict } from './components/verdict.tsx'
export { feasibilitySections } from './lib/feasibility-fields.ts'
