import { parentPort } from 'node:worker_threads'
import { AppError } from '#server/errors'
import { renderDocx } from './document/docx.ts'
import { renderDocPdf } from './document/pdf.ts'
import type { RenderJob, RenderReply } from './render-thread.ts'
import { stampWatermark } from './watermark.ts'

/** The render thread's side (render-thread.ts): one job per message, answered with its bytes or its error. */
const port = parentPort
if (!port) throw new Error('render-worker.ts runs only as the render thread')

function run(job: RenderJob): Promise<Uint8Array> {
  if (job.kind === 'docx') return renderDocx(job.doc)
  if (job.kind === 'pdf') return renderDocPdf(job.doc)
  return stampWatermark(job.pdf, job.text)
}

function failure(id: number, error: unknown): RenderReply {
  if (error instanceof AppError)
    return { id, refusal: { status: error.status, code: error.code, message: error.message } }
  return { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) }
}

port.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    // A copy of its own: a small Buffer may share its memory with others, which transferring would take away.
    const bytes = new Uint8Array(await run(job))
    port.postMessage({ id, bytes } satisfies RenderReply, [bytes.buffer])
  } catch (error) {
    port.postMessage(failure(id, error))
  }
})
