import { Group, Text, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import classes from './app-shell.module.css'

type BrandLinkProps = {
  /** Hide the word mark below the `sm` breakpoint, leaving the logo (tight headers). */
  readonly compact?: boolean
}

/** "Slatelab", linking home. */
export function BrandLink({ compact = false }: BrandLinkProps) {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Slatelab home" className={classes.brand}>
      <Group gap={8} wrap="nowrap">
        <span className={classes.logo} aria-hidden>
          S
        </span>
        <Text fw={800} fz="lg" lh={1} visibleFrom={compact ? 'sm' : undefined}>
          Slatelab
        </Text>
      </Group>
    </UnstyledButton>
  )
}
