import { describe, expect, it } from 'vitest'
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import { createRng } from '@slatelab/engine/rng'
import { buildContestMenu } from './contest-menu'

const titles = (siteId: SiteId, lobby: 'main' | 'secondary' | 'showdown') =>
  buildContestMenu(
    { contestGroupId: 534301400, siteId, sportCode: 'NFL', lobby, contestSuffix: '' },
    createRng('contest-menu-test'),
  ).map((contest) => contest.title)

describe('buildContestMenu', () => {
  it('names a classic slate’s contests without a single game’s words, on either site', () => {
    // FanDuel's main slate listed a $150 20-max as "NFL $300K Showdown Special".
    for (const siteId of [siteIds.DraftKings, siteIds.FanDuel])
      for (const lobby of ['main', 'secondary'] as const)
        for (const title of titles(siteId, lobby)) expect(title).not.toMatch(/Showdown|Single Game/)
  })

  it('names single games as each site does: Showdown on DraftKings, Single Game on FanDuel', () => {
    for (const title of titles(siteIds.DraftKings, 'showdown')) expect(title).toMatch(/Showdown/)
    for (const title of titles(siteIds.FanDuel, 'showdown')) {
      expect(title).toMatch(/Single Game/)
      expect(title).not.toMatch(/Showdown/)
    }
  })
})
