import { Group } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'

type OptionRowProps = {
  readonly checked: boolean | undefined
  readonly children: ReactNode
  readonly title?: string
}

/**
 * A dropdown option drawn by hand, with the check mark Mantine draws on plain options (its
 * `renderOption` replaces the whole option, mark included).
 */
export function OptionRow({ checked, children, title }: OptionRowProps) {
  return (
    <Group gap="xs" wrap="nowrap" w="100%" title={title}>
      <IconCheck
        size={14}
        stroke={2}
        aria-hidden
        style={{ flexShrink: 0, opacity: checked === true ? 0.6 : 0 }}
      />
      {children}
    </Group>
  )
}
