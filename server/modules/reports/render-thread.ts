import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ErrorCode } from '#common/errors'
import { AppError } from '#server/errors'
import type { DeliverableDoc } from './document/model.ts'

export type RenderJob =
  | { kind: 'docx'; doc: DeliverableDoc }
  | { kind: 'pdf'; doc: DeliverableDoc }
  | { kind: 'stamp'; pdf: Uint8Array; text: string }

export type RenderReply =
  | { id: number; bytes: Uint8Array }
  /** An AppError the job threw on purpose (an unreadable PDF): answered to the user as it is. */
  | { id: number; refusal: { status: number; code: ErrorCode; message: string } }
  | { id: number; failure: string }

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }

/**
 * Word files, PDFs and watermarks are made in a worker thread (ADR 144): they compute for up to a second and a half
 * (packing a study's Word file, drawing its charts, stamping every page of a long report), and on the event loop
 * every other request waited that long. One thread, started at the first job and kept; jobs overlap in it. If it
 * dies, the jobs it held fail and the next job starts a new one. It never keeps the process alive.
 */
class RenderThread {
  #worker: Worker | undefined
  #pending = new Map<number, Pending>()
  #nextId = 1

  run(job: RenderJob): Promise<Uint8Array> {
    const worker = this.#worker ?? this.#start()
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      worker.ref()
      worker.postMessage({ id, job })
    })
  }

  #start() {
    const source = new URL(`./render-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)
    // The build runs plain JavaScript; from the sources (tests, tsx) the worker first learns TypeScript.
    const worker = source.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}) })`,
          { eval: true },
        )
      : new Worker(source)
    worker.unref()
    worker.on('message', (reply: RenderReply) => this.#settle(reply))
    worker.on('error', (error) => this.#stop(worker, error))
    worker.on('exit', (code) => this.#stop(worker, new Error(`the render thread stopped (exit code ${code})`)))
    this.#worker = worker
    return worker
  }

  #settle(reply: RenderReply) {
    const pending = this.#pending.get(reply.id)
    if (!pending) return
    this.#pending.delete(reply.id)
    // Idle again: a thread with nothing to do must not hold the process open.
    if (this.#pending.size === 0) this.#worker?.unref()
    if ('bytes' in reply) pending.resolve(reply.bytes)
    else if ('refusal' in reply) {
      pending.reject(new AppError(reply.refusal.status, reply.refusal.code, reply.refusal.message))
    } else pending.reject(new Error(`render thread: ${reply.failure}`))
  }

  #stop(worker: Worker, error: Error) {
    if (this.#worker !== worker) return
    this.#worker = undefined
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }
}

const thread = new RenderThread()

/** A deliverable document as a Word file, made in the render thread. */
export const docxInThread = (doc: DeliverableDoc) => thread.run({ kind: 'docx', doc })

/** A deliverable document as a PDF (unwatermarked), made in the render thread. */
export const pdfInThread = (doc: DeliverableDoc) => thread.run({ kind: 'pdf', doc })

/** The PDF with the reader's watermark on every page (watermark.ts), stamped in the render thread. */
export const stampInThread = (pdf: Uint8Array, text: string) => thread.run({ kind: 'stamp', pdf, text })
