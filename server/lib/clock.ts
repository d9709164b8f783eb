/** Time source; tests pass a controllable clock instead of patching Date. */
export type Clock = { now: () => number }

export const systemClock: Clock = { now: () => Date.now() }

export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

export function nowIso(clock: Clock = systemClock): string {
  return isoAt(clock.now())
}
