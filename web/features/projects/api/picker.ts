import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PickerData } from '#common/projects-schemas'
import { apiGet, apiPost } from '#web/lib/api-client.ts'

export const pickerQuery = queryOptions({
  queryKey: ['instance-picker'],
  queryFn: () => apiGet<PickerData>('/instancePicker/getData'),
})

export function useChooseProject() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (projectId: string) => apiPost<PickerData>('/instancePicker/handleInstance', { project_id: projectId }),
    onSuccess: (data) => client.setQueryData(pickerQuery.queryKey, data),
  })
}
