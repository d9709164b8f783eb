/**
 * A value that readers take from one place, which a synchronous computation may replace for its own length (the
 * server renders content with the research desk's live figures, ADR 045). Nothing else runs meanwhile, so no other
 * reader sees the replacement.
 */
export function inForce<T>(fallback: () => T) {
  let current: T | undefined
  return {
    get: (): T => current ?? fallback(),
    with<R>(value: T, run: () => R): R {
      const before = current
      current = value
      try {
        const result = run()
        if (result instanceof Promise) throw new Error('a value in force is replaced only for a synchronous function')
        return result
      } finally {
        current = before
      }
    },
  }
}
