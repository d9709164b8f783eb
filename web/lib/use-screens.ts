import { useSyncExternalStore } from 'react'

/** antd's breakpoints (its default screenSM, screenMD and screenLG tokens, which our theme keeps). */
const queries = { sm: '(min-width: 576px)', md: '(min-width: 768px)', lg: '(min-width: 992px)' } as const
type Screen = keyof typeof queries
export type Screens = Record<Screen, boolean>

const screens = Object.keys(queries) as Screen[]
let lists: Record<Screen, MediaQueryList> | undefined
let current: Screens | undefined

const mediaLists = () => {
  lists ??= Object.fromEntries(screens.map((s) => [s, window.matchMedia(queries[s])])) as Record<Screen, MediaQueryList>
  return lists
}

/** The same object while nothing changed, as useSyncExternalStore needs. */
function snapshot(): Screens {
  const media = mediaLists()
  if (!current || screens.some((s) => current?.[s] !== media[s].matches)) {
    current = Object.fromEntries(screens.map((s) => [s, media[s].matches])) as Screens
  }
  return current
}

function subscribe(listener: () => void) {
  const media = Object.values(mediaLists())
  for (const list of media) list.addEventListener('change', listener)
  return () => {
    for (const list of media) list.removeEventListener('change', listener)
  }
}

/**
 * Which of antd's breakpoints the window reaches, right from the first render. antd's Grid.useBreakpoint answers
 * `{}` first and the real sizes from a layout effect, which made the whole header render again, synchronously,
 * inside the first screen's commit (issue 21, total blocking time).
 */
export function useScreens(): Screens {
  return useSyncExternalStore(subscribe, snapshot)
}
