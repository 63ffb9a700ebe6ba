import { Anchor, Group, Text } from '@mantine/core'
import { activeProjectionSetRoute } from '@slatelab/contract/projections.contract'
import { useEffect, useState } from 'react'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { callApi } from '../api/call-api'
import { selectUser } from '../session/session-slice'

/** What the note knows: still asking, the set's name, or the system projection (`null`). */
type Known = { readonly slateId: number; readonly name: string | null }

/**
 * "Projections: My NBA numbers · Manage": which projections the slate's numbers on this page
 * come from for the signed-in user (his active set, else the system's), with a link to the
 * projections page on the same navbar selection. Nothing for a visitor or before a slate.
 */
export function ActiveProjectionsNote({ contestGroupId }: { readonly contestGroupId: number }) {
  const user = useSelector(selectUser)
  const { search } = useLocation()
  const [known, setKnown] = useState<Known | null>(null)
  const signedIn = user !== null
  useEffect(() => {
    if (!signedIn || contestGroupId === 0) return
    let current = true
    callApi(activeProjectionSetRoute, { query: { contest_group_id: contestGroupId } }).then(
      ({ projectionSet }) => {
        if (current) setKnown({ slateId: contestGroupId, name: projectionSet?.name ?? null })
      },
      // Not knowing the set is no reason to alarm: the note stays away.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [signedIn, contestGroupId])
  if (!signedIn || known === null || known.slateId !== contestGroupId) return null
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed" aria-label="Projections in force">
        Projections:{' '}
        <Text span fw={600} c="var(--mantine-color-text)">
          {known.name ?? 'System projection'}
        </Text>
      </Text>
      <Anchor component={Link} to={{ pathname: '/projections', search }} size="sm">
        {known.name === null ? 'Use your own' : 'Manage'}
      </Anchor>
    </Group>
  )
}
