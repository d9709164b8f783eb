/**
 * Messages raised outside React (route loaders, the API client) for the antd `App` to show. The bridge in
 * the providers subscribes; messages raised before it mounts wait in the queue.
 */
export type Flash = { kind: 'error' | 'info' | 'success' | 'warning'; text: string }

type Listener = (flash: Flash) => void
let listener: Listener | undefined
const pending: Flash[] = []

export function flash(kind: Flash['kind'], text: string) {
  if (listener) listener({ kind, text })
  else pending.push({ kind, text })
}

export function subscribeFlash(next: Listener) {
  listener = next
  for (const item of pending.splice(0)) next(item)
  return () => {
    if (listener === next) listener = undefined
  }
}
