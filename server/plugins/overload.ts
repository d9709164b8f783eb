import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { envelope } from './errors.ts'

export type OverloadLimits = {
  /** Shed while the event loop lags past this (the process is short of CPU); 0 turns it off. */
  maxEventLoopDelayMs: number
  /** Requests served at once; more wait their turn in a queue (they would only queue for the database). 0: off. */
  maxInFlight: number
  /** How long a request may wait for its turn before it gets 503 instead; 0 sheds at once when all are busy. */
  maxQueueMs: number
}

/** However long the waits, the queue holds at most this many requests per slot. */
const QUEUE_PER_SLOT = 16

const shed = (reply: FastifyReply) =>
  reply.status(503).header('retry-after', '2').send(envelope('service_unavailable', '服务繁忙，请稍后重试'))

/**
 * Load shedding (docs/deployment.md): past capacity, requests get 503 with Retry-After within a bounded
 * time instead of queueing until every request is slow. Two signals: sustained event-loop lag (the CPU is saturated)
 * and the time a request waits for one of `maxInFlight` slots, which bounds what an accepted request spends
 * queued whatever the database. Liveness (/healthz) is always answered, so an overloaded process is not
 * mistaken for a dead one.
 */
export function registerOverloadShedding(app: FastifyInstance, limits: OverloadLimits) {
  if (limits.maxEventLoopDelayMs > 0) {
    const saturated = lagSignal(app, limits.maxEventLoopDelayMs)
    app.addHook('onRequest', async (request, reply) => {
      if (request.url !== '/healthz' && saturated()) return shed(reply)
    })
  }
  if (limits.maxInFlight > 0) limitInFlight(app, limits.maxInFlight, limits.maxQueueMs)
}

/** The event loop's lag is read per window this long (the mean of its readings but the longest). */
const LAG_WINDOW_MS = 500
/** How often the histogram samples; each reading includes it, so it is taken off. */
const LAG_RESOLUTION_MS = 10

/**
 * True while the event loop lagged past `maxLagMs` in each of the last two windows: the CPU is saturated. One long
 * task (a study's Word export computes for about a second) lags one window and sheds nothing: the requests that
 * waited behind it are served as soon as it ends, where a one-window reading answered every request of the next
 * half second with 503, the same user's next download included.
 *
 * A window's lag is the mean of its readings without the longest one: a long task is one reading, and it may land in
 * the window after the task (the histogram's timer can fire after this one), where on a busy machine it lifted the
 * mean of a dozen slow but bearable turns past the limit, so one long task could still shed (ADR 143, addendum).
 * Under saturation many readings are long and leaving one out changes little. A window with one reading or none
 * is one the loop hardly turned in: it lagged.
 */
function lagSignal(app: FastifyInstance, maxLagMs: number) {
  const histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS })
  histogram.enable()
  let previous = false
  let current = false
  const timer = setInterval(() => {
    const { count, mean, max } = histogram
    const lag = count > 1 ? (mean * count - max) / (count - 1) / 1e6 - LAG_RESOLUTION_MS : Number.POSITIVE_INFINITY
    histogram.reset()
    previous = current
    current = lag > maxLagMs
  }, LAG_WINDOW_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    histogram.disable()
  })
  return () => previous && current
}

type Waiter = { since: number; turn: (admitted: boolean) => void }

/**
 * At most `max` requests run at once; the rest wait in arrival order. A waiter that has not had its turn
 * within `maxQueueMs` is shed, and while the oldest waiter has already waited half of that, newcomers are
 * shed at once (the queue is standing, not a burst), so a refusal comes fast and an accepted request waited at
 * most `maxQueueMs`.
 */
function limitInFlight(app: FastifyInstance, max: number, maxQueueMs: number) {
  let inFlight = 0
  const queue: Waiter[] = []

  // A finished request hands its slot straight to the oldest waiter, so inFlight only drops when none waits.
  const release = () => {
    const next = queue.shift()
    if (next) next.turn(true)
    else inFlight--
  }
  // 'close' fires once whether the answer went out or the client went away first.
  const holdUntilClose = (reply: FastifyReply) => reply.raw.once('close', release)
  const waitForTurn = (reply: FastifyReply) =>
    new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        since: performance.now(),
        turn: (admitted) => {
          clearTimeout(timer)
          reply.raw.off('close', leave)
          resolve(admitted)
        },
      }
      // Past the longest wait, or when the client gives up waiting (its answer would go nowhere).
      const leave = () => {
        const index = queue.indexOf(waiter)
        if (index >= 0) queue.splice(index, 1)
        waiter.turn(false)
      }
      const timer = setTimeout(leave, maxQueueMs)
      reply.raw.once('close', leave)
      queue.push(waiter)
    })

  app.addHook('onRequest', async (request, reply) => {
    // Liveness, and the built scripts and styles (files, no database): a page must not break on a busy API.
    if (request.url === '/healthz' || request.url.startsWith('/assets/')) return
    if (inFlight < max && queue.length === 0) {
      inFlight++
      holdUntilClose(reply)
      return
    }
    const oldest = queue[0]
    const standing = oldest !== undefined && performance.now() - oldest.since >= maxQueueMs / 2
    if (maxQueueMs <= 0 || standing || queue.length >= max * QUEUE_PER_SLOT) return shed(reply)
    if (!(await waitForTurn(reply))) return shed(reply)
    // This request now holds the slot it was handed.
    if (reply.raw.destroyed) return release()
    holdUntilClose(reply)
  })
}
