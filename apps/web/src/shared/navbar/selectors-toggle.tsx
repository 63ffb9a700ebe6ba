import { ActionIcon } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react'

type SelectorsToggleProps = {
  readonly expanded: boolean
  readonly onToggle: () => void
  /** The id of the element holding the selectors. */
  readonly controls: string
}

/** The small-screen button that shows or hides the navbar's selectors (SPEC §2). */
export function SelectorsToggle({ expanded, onToggle, controls }: SelectorsToggleProps) {
  return (
    <ActionIcon
      variant={expanded ? 'filled' : 'default'}
      size="lg"
      aria-label={expanded ? 'Hide selectors' : 'Show selectors'}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? (
        <IconX size={18} stroke={1.75} />
      ) : (
        <IconAdjustmentsHorizontal size={18} stroke={1.75} />
      )}
    </ActionIcon>
  )
}
