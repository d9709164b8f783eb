import type { ToolSummary } from '#common/applets/summary'
import { apiErrorOf, apiFetch } from '#web/lib/api-client.ts'
import { fileNameOf, saveBlob } from '#web/lib/api-files.ts'

/** Asks the server to lay out the one-page PDF of a result and hands it to the browser. */
export async function downloadSummaryPdf(summary: ToolSummary) {
  const response = await apiFetch('POST', '/applets/summary.pdf', { body: summary, headers: { accept: '*/*' } })
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined))
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? `${summary.title}.pdf`)
}
