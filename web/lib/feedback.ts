import type { ModalFuncProps } from 'antd'
import type { ArgsProps as NotificationArgs } from 'antd/es/notification/interface'
import type { ReactNode } from 'react'

/**
 * Messages, notifications and confirmations: the part of antd's `App.useApp()` the product uses, without antd's
 * App in the first download. A call made before the holders are loaded waits in a queue and asks for them; the
 * app root (web/components/app-root.tsx) loads them, registers their APIs, and the queue runs.
 */
type Holders = {
  message: Record<MessageKind, (content: ReactNode) => unknown>
  notification: { info: (args: NotificationArgs) => unknown }
  modal: { confirm: (props: ModalFuncProps) => unknown }
}
type MessageKind = 'success' | 'error' | 'info' | 'warning'

let holders: Holders | null = null
let requested = false
const queue: ((h: Holders) => void)[] = []
const listeners = new Set<() => void>()

function call(run: (h: Holders) => void) {
  if (holders) return run(holders)
  queue.push(run)
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
}

const message = (kind: MessageKind) => (content: ReactNode) => call((h) => void h.message[kind](content))

export const feedback = {
  message: { success: message('success'), error: message('error'), info: message('info'), warning: message('warning') },
  notification: { info: (args: NotificationArgs) => call((h) => void h.notification.info(args)) },
  modal: { confirm: (props: ModalFuncProps) => call((h) => void h.modal.confirm(props)) },
}

/** The feedback APIs for a component: `const { message } = useFeedback()`. Stable across renders. */
export function useFeedback() {
  return feedback
}

/** For the host: whether anything has asked for feedback yet, and a subscription to the first ask. */
export const feedbackRequests = {
  requested: () => requested,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** Called by the loaded holders when they mount (with their APIs) and unmount (with null). */
export function registerHolders(next: Holders | null) {
  holders = next
  if (next) for (const run of queue.splice(0)) run(next)
}
