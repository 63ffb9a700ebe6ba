import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { withPlayer } from './player-card-url'

type PlayerLinkProps = {
  readonly playerId: number
  readonly children: ReactNode
}

/** A player's name that opens his card over the current page (`?player=` in the URL). */
export function PlayerLink({ playerId, children }: PlayerLinkProps) {
  const location = useLocation()
  return (
    <Anchor
      component={Link}
      to={{ pathname: location.pathname, search: withPlayer(location.search, playerId) }}
      fw={600}
      underline="hover"
      inherit
    >
      {children}
    </Anchor>
  )
}
