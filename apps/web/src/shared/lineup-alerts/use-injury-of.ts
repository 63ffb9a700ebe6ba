import { useCallback, useMemo } from 'react'
import { useSelector } from 'react-redux'
import { noneChosen } from '../navbar/navbar-slice'
import { selectUser } from '../session/session-slice'
import { useLineupAlertsQuery } from './lineup-alerts-api'

type Injury = { readonly injuryStatus: string; readonly headline: string | null }
const none: ReadonlyMap<string, Injury> = new Map()

/**
 * The slate's injured players now (news after a build included), by site player id, with the
 * latest headline about each; empty while signed out or before a slate is chosen.
 */
export const useInjuries = (contestGroupId: number): ReadonlyMap<string, Injury> => {
  const user = useSelector(selectUser)
  const alerts = useLineupAlertsQuery(contestGroupId, {
    skip: user === null || contestGroupId === noneChosen,
  })
  return useMemo(
    () =>
      alerts.currentData === undefined
        ? none
        : new Map(alerts.currentData.players.map((player) => [player.id, player])),
    [alerts.currentData],
  )
}

/** A player's injury status now, for lineup badges (`useInjuries`). */
export const useInjuryOf = (contestGroupId: number) => {
  const injuries = useInjuries(contestGroupId)
  return useCallback((playerId: string) => injuries.get(playerId)?.injuryStatus ?? null, [injuries])
}
