import { ActionIcon, Tooltip } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useLocation } from 'react-router'

/** Opens the SimLabs view as it is now (path and query) in a new tab. */
export function SimLabsLink() {
  const { pathname, search } = useLocation()
  return (
    <Tooltip label="Open in a new tab">
      <ActionIcon
        component="a"
        href={`${pathname}${search}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        size={36}
        aria-label="Open SimLabs results in a new tab"
      >
        <IconExternalLink size={18} stroke={1.75} />
      </ActionIcon>
    </Tooltip>
  )
}
