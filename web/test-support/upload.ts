import userEvent from '@testing-library/user-event'

/**
 * Chooses a file named `name` in the file input inside `scope`, as a user does. `type` is the type the system
 * reports: none ('') is what many systems give an .xlsx file.
 */
export function uploadFile(scope: ParentNode, name: string, type = '') {
  const input = scope.querySelector('input[type=file]') as HTMLInputElement
  return userEvent.upload(input, new File(['x'], name, { type }))
}
