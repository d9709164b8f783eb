import type { ReactNode } from 'react'
import type { ModalOption, OptionValues } from './options.ts'

/** The global modal's states (docs/shell.md § Global modal). */
export type ModalState =
  | { kind: 'hidden' }
  | { kind: 'alert'; title: string; content?: ReactNode; cb?: () => void }
  | { kind: 'confirm'; title: string; content?: ReactNode; cb: () => unknown | Promise<unknown> }
  | { kind: 'query'; title: string; content?: ReactNode; cb: (answer: boolean) => unknown | Promise<unknown> }
  | { kind: 'prompt'; title: string; placeholder?: string; defaultValue?: string; cb: (text: string) => unknown }
  | { kind: 'options'; title: string; options: ModalOption[]; cb: (values: OptionValues) => unknown | Promise<unknown> }
  | { kind: 'loading'; title?: string }

type Listener = () => void
const listeners = new Set<Listener>()
let state: ModalState = { kind: 'hidden' }

function set(next: ModalState) {
  state = next
  for (const listener of listeners) listener()
}

/** One modal for the whole app, opened from anywhere; confirm runs the callback then resets, cancel resets. */
export const globalModal = {
  state: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  alert: (title: string, content?: ReactNode, cb?: () => void) => set({ kind: 'alert', title, content, cb }),
  confirm: (title: string, cb: () => unknown, content?: ReactNode) => set({ kind: 'confirm', title, content, cb }),
  query: (title: string, cb: (answer: boolean) => unknown, content?: ReactNode) =>
    set({ kind: 'query', title, content, cb }),
  prompt: (title: string, cb: (text: string) => unknown, placeholder?: string, defaultValue?: string) =>
    set({ kind: 'prompt', title, cb, placeholder, defaultValue }),
  options: (title: string, options: ModalOption[], cb: (values: OptionValues) => unknown) =>
    set({ kind: 'options', title, options, cb }),
  loading: (title?: string) => set({ kind: 'loading', title }),
  reset: () => set({ kind: 'hidden' }),
}

/**
 * Widths (docs/shell.md § Constants): 520 for the modal, 416 for a confirm dialog; option dropdown lists are 120 high.
 */
export const MODAL_WIDTH = 520
export const CONFIRM_WIDTH = 416
export const OPTION_LIST_HEIGHT = 120
