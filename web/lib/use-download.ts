import { useMutation } from '@tanstack/react-query'
import { useFeedback } from './feedback.ts'

/**
 * A file download behind a button: `busy` while it runs, for the button's spinner; a failure is shown as a
 * message with its reason, or `failure` when it gives none.
 */
export function useDownload(download: () => Promise<unknown>, failure = '下载失败') {
  const { message } = useFeedback()
  const run = useMutation({ mutationFn: download, onError: (error) => message.error(error.message || failure) })
  return { busy: run.isPending, start: () => run.mutate() }
}
