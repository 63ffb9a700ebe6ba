import { Anchor, Group, Text } from '@mantine/core'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { selectUser } from '../session/session-slice'
import { useActiveProjectionSetNameQuery } from './active-projections-api'

/**
 * "Projections: My NBA numbers · Manage": which projections the slate's numbers on this page
 * come from for the signed-in user (his active set, else the system's), with a link to the
 * projections page on the same navbar selection. Nothing for a visitor or before a slate.
 */
export function ActiveProjectionsNote({ contestGroupId }: { readonly contestGroupId: number }) {
  const user = useSelector(selectUser)
  const { search } = useLocation()
  const signedIn = user !== null
  // Not knowing the set is no reason to alarm: on a failure the note stays away.
  const { currentData: name } = useActiveProjectionSetNameQuery(
    signedIn && contestGroupId !== 0 ? contestGroupId : skipToken,
  )
  if (name === undefined) return null
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed" aria-label="Projections in force">
        Projections:{' '}
        <Text span fw={600} c="var(--mantine-color-text)">
          {name ?? 'System projection'}
        </Text>
      </Text>
      <Anchor component={Link} to={{ pathname: '/projections', search }} size="sm">
        {name === null ? 'Use your own' : 'Manage'}
      </Anchor>
    </Group>
  )
}
