import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ChapterTextBody,
  CompSetEditBody,
  CreateStudyBody,
  StudyChapterKey,
  StudyDetail,
  StudyDistricts,
  StudyDocument,
  StudyListRow,
  StudyVersionDetail,
  UpdateStudyBody,
  VersionRow,
} from '#common/study/api'
import { studyPaths } from '#common/study/api'
import { apiErrorOf, apiFetch, apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts'
import { fileNameOf, saveBlob } from '#web/lib/api-files.ts'

export const studyKeys = {
  all: (projectId: string) => ['studies', projectId] as const,
  list: (projectId: string) => ['studies', projectId, 'list'] as const,
  detail: (projectId: string, studyId: string) => ['studies', projectId, 'detail', studyId] as const,
  version: (projectId: string, studyId: string, n: number) => ['studies', projectId, 'version', studyId, n] as const,
  districts: (projectId: string, studyId: string, siteKey: string) =>
    ['studies', projectId, 'districts', studyId, siteKey] as const,
  document: (path: string, computedAt: string) => ['studies', 'document', path, computedAt] as const,
}

export type StudyList = { rows: StudyListRow[]; canEdit: boolean }

/** The list answer carries `can_edit` beside `data`: read the whole envelope. */
async function fetchList(projectId: string, signal?: AbortSignal): Promise<StudyList> {
  const response = await apiFetch('GET', studyPaths.list(projectId), { signal })
  const body = await response.json().catch(() => undefined)
  if (!response.ok) throw apiErrorOf(response.status, body)
  return { rows: body.data as StudyListRow[], canEdit: Boolean(body.can_edit) }
}

export const studyListQuery = (projectId: string) =>
  queryOptions({
    queryKey: studyKeys.list(projectId),
    queryFn: ({ signal }) => fetchList(projectId, signal),
  })

export const studyDetailQuery = (projectId: string, studyId: string) =>
  queryOptions({
    queryKey: studyKeys.detail(projectId, studyId),
    queryFn: ({ signal }) => apiGet<StudyDetail>(studyPaths.one(projectId, studyId), { signal }),
  })

export const studyVersionQuery = (projectId: string, studyId: string, n: number) =>
  queryOptions({
    queryKey: studyKeys.version(projectId, studyId, n),
    queryFn: ({ signal }) => apiGet<StudyVersionDetail>(studyPaths.version(projectId, studyId, n), { signal }),
    // A published version is frozen.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The site city's districts with their hotels, for the district market area (read when that choice is shown). */
export const useStudyDistricts = (projectId: string, studyId: string, siteKey: string, enabled: boolean) =>
  useQuery({
    queryKey: studyKeys.districts(projectId, studyId, siteKey),
    queryFn: ({ signal }) => apiGet<StudyDistricts>(studyPaths.districts(projectId, studyId), { signal }),
    enabled: enabled && !!projectId && !!studyId,
  })

/**
 * The document's generated blocks per chapter (the draft's, or a published version's), keyed by the computation they
 * come from: a recompute gives a new `computedAt` and so a fresh read.
 */
export const useStudyDocument = (path: string, computedAt: string) =>
  useQuery({
    queryKey: studyKeys.document(path, computedAt),
    queryFn: ({ signal }) => apiGet<StudyDocument>(path, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useStudyList = (projectId: string) => useQuery({ ...studyListQuery(projectId), enabled: !!projectId })
export const useStudy = (projectId: string, studyId: string) =>
  useQuery({ ...studyDetailQuery(projectId, studyId), enabled: !!projectId && !!studyId })

/** A change answered with the whole study: the answer becomes the cached detail, and the list is refreshed. */
function useStudyChange<V>(projectId: string, studyId: string, fn: (vars: V) => Promise<StudyDetail>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (study) => {
      client.setQueryData(studyKeys.detail(projectId, studyId), study)
      void client.invalidateQueries({ queryKey: studyKeys.list(projectId) })
    },
  })
}

/** An Idempotency-Key (ADR 014): kept until the call succeeds, so a retry after a lost answer is not done twice. */
export const newIdempotencyKey = () => `study-${crypto.randomUUID()}`

/** Creating sends the form's Idempotency-Key: a double click or a retry creates the study once. */
export function useCreateStudy(projectId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateStudyBody; key: string }) =>
      apiPost<StudyDetail>(studyPaths.list(projectId), body, { headers: { 'idempotency-key': key } }),
    onSuccess: (study) => {
      client.setQueryData(studyKeys.detail(projectId, study.id), study)
      void client.invalidateQueries({ queryKey: studyKeys.list(projectId) })
    },
  })
}

export const useUpdateStudy = (projectId: string, studyId: string) =>
  useStudyChange(projectId, studyId, (body: UpdateStudyBody) =>
    apiRequest<StudyDetail>('PATCH', studyPaths.one(projectId, studyId), { body }),
  )

export const useEditCompSet = (projectId: string, studyId: string) =>
  useStudyChange(projectId, studyId, (body: CompSetEditBody) =>
    apiPost<StudyDetail>(studyPaths.compSet(projectId, studyId), body),
  )

export const useSaveChapter = (projectId: string, studyId: string) =>
  useStudyChange(projectId, studyId, ({ chapter, ...body }: ChapterTextBody & { chapter: StudyChapterKey }) =>
    apiRequest<StudyDetail>('PUT', studyPaths.chapter(projectId, studyId, chapter), { body }),
  )

export const useRecompute = (projectId: string, studyId: string) =>
  useStudyChange(projectId, studyId, () => apiPost<StudyDetail>(studyPaths.recompute(projectId, studyId)))

export function usePublish(projectId: string, studyId: string) {
  const client = useQueryClient()
  return useMutation({
    // A retried publish with the same key answers the version it made instead of publishing another.
    mutationFn: (key: string) =>
      apiPost<VersionRow>(studyPaths.publish(projectId, studyId), undefined, { headers: { 'idempotency-key': key } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: studyKeys.all(projectId) })
      // The report library gains the version.
      void client.invalidateQueries({ queryKey: ['reports'] })
    },
  })
}

export type FileFormat = 'docx' | 'pdf'
export const formatLabels: Record<FileFormat, string> = { docx: 'Word', pdf: 'PDF' }

/**
 * Saves a binary answer under the server's file name. A refused or failed export throws an ApiError whose message
 * is the server's reason, so the screen can say why (nothing on the study is lost: exporting changes nothing).
 */
export async function downloadFile(path: string, fallbackName: string) {
  const response = await apiFetch('GET', path, { headers: { accept: '*/*' } })
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined))
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName)
}

/** The working draft exported for staff. */
export const exportDraft = (projectId: string, studyId: string, format: FileFormat, title: string) =>
  downloadFile(
    format === 'docx' ? studyPaths.exportDocx(projectId, studyId) : studyPaths.exportPdf(projectId, studyId),
    `${title}.${format}`,
  )

/** A published version's file (the PDF carries the reader's watermark). */
export const downloadVersion = (projectId: string, studyId: string, n: number, format: FileFormat, title: string) =>
  downloadFile(
    format === 'docx' ? studyPaths.versionDocx(projectId, studyId, n) : studyPaths.versionPdf(projectId, studyId, n),
    `${title}（第${n}版）.${format}`,
  )
