import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TaskStatus } from '#common/projects'
import type { Comment, Milestone, Task } from '#common/projects-schemas'
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts'
import { projectKeys } from './projects.ts'

export const tasksQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.tasks(projectId),
    queryFn: () => apiGet<Task[]>(`/projects/${projectId}/tasks`),
  })

export const commentsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.comments(projectId),
    queryFn: () => apiGet<Comment[]>(`/projects/${projectId}/comments`),
  })

export const useTasks = (projectId: string) => useQuery(tasksQuery(projectId))
export const useComments = (projectId: string) => useQuery(commentsQuery(projectId))

export type TaskInput = { title: string; assignee_user_id: string | null; due_date: string | null }

export type TaskFormValues = { title: string; assignee_user_id?: string; due_date?: string }

/** A task form's values as the API takes them: title trimmed, an empty assignee or date sent as null. */
export const toTaskInput = (values: TaskFormValues): TaskInput => ({
  title: values.title.trim(),
  assignee_user_id: values.assignee_user_id ?? null,
  due_date: values.due_date || null,
})

/** Task calls answer with the whole board, which replaces the cached one (no second request). */
export function useTaskActions(projectId: string) {
  const client = useQueryClient()
  const setBoard = (tasks: Task[]) => {
    client.setQueryData(projectKeys.tasks(projectId), tasks)
    client.invalidateQueries({ queryKey: projectKeys.list({}) })
  }
  const base = `/projects/${projectId}/tasks`
  return {
    create: useMutation({
      mutationFn: (input: TaskInput) => apiPost<Task[]>(base, input),
      onSuccess: setBoard,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: Partial<TaskInput> }) =>
        apiRequest<Task[]>('PATCH', `${base}/${id}`, { body: changes }),
      onSuccess: setBoard,
    }),
    move: useMutation({
      mutationFn: ({ id, status, position }: { id: string; status: TaskStatus; position: number }) =>
        apiPost<Task[]>(`${base}/${id}/move`, { status, position }),
      onSuccess: setBoard,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<Task[]>('DELETE', `${base}/${id}`),
      onSuccess: setBoard,
    }),
  }
}

export function useCommentActions(projectId: string) {
  const client = useQueryClient()
  const setThread = (comments: Comment[]) => client.setQueryData(projectKeys.comments(projectId), comments)
  return {
    add: useMutation({
      mutationFn: (body: string) => apiPost<Comment[]>(`/projects/${projectId}/comments`, { body }),
      onSuccess: setThread,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<Comment[]>('DELETE', `/projects/${projectId}/comments/${id}`),
      onSuccess: setThread,
    }),
  }
}

export function useMilestoneActions(projectId: string) {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.detail(projectId) })
  const base = `/projects/${projectId}/milestones`
  return {
    add: useMutation({
      mutationFn: (input: { title: string; due_date: string }) => apiPost<Milestone[]>(base, input),
      onSuccess: refresh,
    }),
    toggle: useMutation({
      mutationFn: ({ id, done }: { id: string; done: boolean }) =>
        apiRequest<Milestone[]>('PATCH', `${base}/${id}`, { body: { done } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<{ ok: true }>('DELETE', `${base}/${id}`),
      onSuccess: refresh,
    }),
  }
}
