import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'

/**
 * Clicks the page's Export CSV button and answers the text of the one file it offers. Stubs
 * `URL` and anchor clicks: undo them with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 * @example (await exportedCsv()).split('\r\n')[0] // 'Player,Pos,…'
 */
export const exportedCsv = async (): Promise<string> => {
  const files: Blob[] = []
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      files.push(blob)
      return 'blob:export'
    },
    revokeObjectURL: () => undefined,
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(files).toHaveLength(1)
  // jsdom's Blob has no text(); FileReader reads it.
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(files[0] ?? new Blob())
  })
}
