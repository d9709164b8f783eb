/** Is `value` one of the codes of `list`? A type guard for a vocabulary declared `as const`. */
export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value)
