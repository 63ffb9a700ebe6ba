import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { withPlayer } from './player-card-url'

type PlayerLinkProps = {
  readonly playerId: number
  /** The event the name is shown for (a golfer's tournament: the card adds its course history). */
  readonly eventId?: number
  readonly children: ReactNode
}

/** A player's name that opens his card over the current page (`?player=` in the URL). */
export function PlayerLink({ playerId, eventId, children }: PlayerLinkProps) {
  const location = useLocation()
  return (
    <Anchor
      component={Link}
      to={{
        pathname: location.pathname,
        search: withPlayer(location.search, playerId, eventId ?? null),
      }}
      fw={600}
      underline="hover"
      inherit
      // In a table whose rows open something else (a matchup, a lineup), the name opens the card only.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Anchor>
  )
}
