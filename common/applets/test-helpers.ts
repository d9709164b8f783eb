import { expect } from 'vitest'
import type { z } from 'zod'
import { type CityTier, cityTiers, type Positioning, positionings } from '../intel.ts'
import { patchedInputErrors } from './fields.ts'

/** An expected figure: a number checked to the call's decimals, or [number, decimals] for one checked to its own. */
export type Close = number | [value: number, digits: number]

/**
 * Each named figure of `actual` is close to the expected one (toBeCloseTo, to `digits` decimals unless the figure
 * gives its own), so a worked example reads as one table of figures. A missing `actual` fails every figure.
 */
export function expectCloseTo<T extends object>(
  actual: T | null | undefined,
  expected: Partial<Record<keyof T, Close>>,
  digits = 9,
) {
  for (const [key, want] of Object.entries(expected) as [keyof T & string, Close][]) {
    const [value, places] = typeof want === 'number' ? [want, digits] : want
    expect(actual?.[key], key).toBeCloseTo(value, places)
  }
}

/** The messages a schema gives when `base` is changed by a patch ([] when the changed input is valid). */
export function inputIssues(schema: z.ZodType, base: object) {
  return (patch: Record<string, unknown>) => {
    const parsed = schema.safeParse({ ...base, ...patch })
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
  }
}

/** A patch of the input and the messages it must give, in order. */
export type Refusal = [patch: Record<string, unknown>, messages: string[]]

/** Each patch gets exactly its messages (the patch names the failing row). */
export function expectRefusals(issues: (patch: Record<string, unknown>) => string[], refusals: Refusal[]) {
  for (const [patch, messages] of refusals) expect(issues(patch), JSON.stringify(patch)).toEqual(messages)
}

/** Each field set to the value given gets the message given for that field (patchedInputErrors). */
export function expectFieldErrors(
  schema: z.ZodType,
  base: object,
  cases: [field: string, value: unknown, message: string][],
) {
  const errors = patchedInputErrors(schema, base)
  for (const [field, value, message] of cases) expect(errors({ [field]: value })[field], field).toBe(message)
}

/** Every segment in every city tier: the cases most tools' benchmark defaults must all cover. */
export const everyCase = positionings.flatMap((segment) =>
  cityTiers.map((tier): [Positioning, CityTier] => [segment, tier]),
)

/** Every segment alone, for the tools whose defaults depend on the segment only. */
export const everySegment = positionings.map((segment): [Positioning] => [segment])

/**
 * A tool's default input for each case, checked against the tool's schema before `check` sees it with the case:
 * the benchmark defaults must give a valid input everywhere.
 */
export function forEachDefault<A extends unknown[], I>(
  schema: z.ZodType,
  cases: A[],
  defaults: (...args: A) => I,
  check: (input: I, ...args: A) => void,
) {
  for (const args of cases) {
    const input = defaults(...args)
    expect(schema.safeParse(input).success).toBe(true)
    check(input, ...args)
  }
}
