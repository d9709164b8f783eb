import { lazy, Suspense, useSyncExternalStore } from 'react'
import { globalModal } from './modal-store.ts'

// The dialogs load on first use, so the modal service costs the first download almost nothing.
const ModalDialog = lazy(() => import('./modal-dialog.tsx').then((m) => ({ default: m.ModalFor })))

/** Renders the global modal's current state; mounted once inside antd's App. */
export function GlobalModalHost() {
  const state = useSyncExternalStore(globalModal.subscribe, globalModal.state)
  if (state.kind === 'hidden') return null
  // A new state object is a new dialog: keying by it resets the form and busy state.
  return (
    <Suspense fallback={null}>
      <ModalDialog key={stateKey(state)} state={state} />
    </Suspense>
  )
}

let counter = 0
const keys = new WeakMap<object, number>()
function stateKey(state: object) {
  if (!keys.has(state)) keys.set(state, ++counter)
  return keys.get(state)
}
