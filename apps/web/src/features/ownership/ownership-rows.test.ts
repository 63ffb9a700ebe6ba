import type { Contest } from '@slatelab/domain/entities/contest'
import { describe, expect, it } from 'vitest'
import type { OwnershipPlayer } from '@slatelab/contract/contests.contract'
import {
  buildOwnershipRows,
  captainColumnsOf,
  filterOwnershipRows,
  ownershipBySalaryTier,
} from './ownership-rows'

const player = (playerId: number, salary: number, position = 'WR'): OwnershipPlayer => ({
  playerId,
  position,
  playerName: `Player ${playerId}`,
  team: playerId % 2 === 0 ? 'KC' : 'BUF',
  salary,
  actualPoints: 10,
  teamId: 1,
  projectedPoints: null,
  projectedOwnership: null,
})

const contestWith = (contestId: number, players: Contest['players']) =>
  ({ contestId, players }) as unknown as Contest

describe('buildOwnershipRows', () => {
  const players = [player(1, 9000), player(2, 5000)]
  const showdown = contestWith(10, [
    { contestId: 10, playerId: 1, isCaptain: true, ownership: 20 },
    { contestId: 10, playerId: 1, isCaptain: false, ownership: 45 },
  ] as unknown as Contest['players'])

  it('adds captain and flex ownership and shows 0 for an unowned player', () => {
    const rows = buildOwnershipRows(players, [showdown, contestWith(11, [])], [])
    expect(rows.map((row) => row.ownershipByContest)).toEqual([{ 10: 65 }, { 10: 0 }])
    expect(rows[0]?.ownership1).toBeNull()
  })

  it('keeps each contest’s captain and flex ownership apart beside the total', () => {
    const contest = contestWith(12, [
      { contestId: 12, playerId: 1, isCaptain: true, ownership: 30 },
      { contestId: 12, playerId: 1, isCaptain: false, ownership: 10 },
      { contestId: 12, playerId: 2, isCaptain: false, ownership: 25 },
    ] as unknown as Contest['players'])
    const [first, second] = buildOwnershipRows(players, [contest], [])
    expect(first).toMatchObject({
      ownershipByContest: { 12: 40 },
      captainByContest: { 12: 30 },
      flexByContest: { 12: 10 },
    })
    expect(second).toMatchObject({ captainByContest: { 12: 0 }, flexByContest: { 12: 25 } })
    expect(
      captainColumnsOf(
        [first, second].flatMap((row) => (row ? [row] : [])),
        [contest],
      ),
    ).toEqual({ actual: true, projected: false })
    expect(captainColumnsOf([], [contestWith(13, [])])).toEqual({ actual: false, projected: false })
  })

  it('adds the captain row’s projected ownership to the flex row’s, and keeps both apart', () => {
    const [showdownRow, classicRow] = buildOwnershipRows(
      [
        { ...player(1, 9000), projectedOwnership: 18.5, projectedCaptainOwnership: 8 },
        { ...player(2, 5000), projectedOwnership: 12, projectedCaptainOwnership: null },
      ],
      [],
      [],
    )
    expect(showdownRow).toMatchObject({
      projectedOwnership: 26.5,
      projectedCaptainOwnership: 8,
      projectedFlexOwnership: 18.5,
    })
    expect(classicRow).toMatchObject({
      projectedOwnership: 12,
      projectedCaptainOwnership: null,
      projectedFlexOwnership: null,
    })
    expect(captainColumnsOf(showdownRow ? [showdownRow] : [], []).projected).toBe(true)
  })

  it('stops a projected total at 100 % where the two rows’ projections add up past it', () => {
    const [row] = buildOwnershipRows(
      [{ ...player(1, 9000), projectedOwnership: 95, projectedCaptainOwnership: 61 }],
      [],
      [],
    )
    expect(row).toMatchObject({
      projectedOwnership: 100,
      projectedCaptainOwnership: 61,
      projectedFlexOwnership: 95,
    })
  })

  it('takes leverage as the top 1 % ownership minus the field’s', () => {
    const [row] = buildOwnershipRows(
      players,
      [showdown],
      [
        {
          playerId: 1,
          isCaptain: false,
          ownership: 45,
          ownership20: 50,
          ownership10: 60,
          ownership1: 80,
        },
        {
          playerId: 1,
          isCaptain: true,
          ownership: 20,
          ownership20: 10,
          ownership10: 5,
          ownership1: 0,
        },
      ],
    )
    expect(row).toMatchObject({ ownership1: 80, ownership20: 60, leverage: 15 })
  })

  it('filters by position, team and name, and averages ownership per salary tier', () => {
    const rows = buildOwnershipRows([...players, player(3, 9500, 'QB')], [showdown], [])
    expect(
      filterOwnershipRows(rows, { position: 'WR', team: 'BUF', search: 'player' }).map(
        (row) => row.playerId,
      ),
    ).toEqual([1])
    expect(ownershipBySalaryTier(rows, [(row) => row.ownershipByContest[10]])).toEqual({
      tiers: [5000, 9000],
      means: [[0, 32.5]],
    })
  })
})
