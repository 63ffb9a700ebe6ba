import { Tabs } from '@mantine/core'
import { IconCurrencyDollar } from '@tabler/icons-react'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import {
  noneChosen,
  selectContestGroupId,
  selectDate,
  selectSourceId,
  selectSportId,
} from '../../shared/navbar/navbar-slice'
import { PageEmptyPanel, PageFrame } from '../../shared/ui/page-frame'
import { GolfOutrights } from './golf-outrights'
import { VegasBoard } from './vegas-board'

const empty = {
  title: 'Lines will appear here once you pick a slate.',
  description:
    'Choose a sport, source and slate to see spreads, moneylines, totals and weather for each game.',
  icon: <IconCurrencyDollar size={32} stroke={1.5} />,
}

/**
 * The lines of the navbar's sport, date and slate (0 = All Games), once a source is chosen (the
 * slates are the source's), and in a tab the week's golf outrights (golf is not a sport of the page's
 * navbar, SPEC §2, and its events have no games to list).
 */
export function VegasPage() {
  const sourceChosen = useSelector(selectSourceId) !== noneChosen
  const sportId = useSelector(selectSportId)
  const date = useSelector(selectDate)
  const contestGroupId = useSelector(selectContestGroupId)
  const [tab, setTab] = useState<string | null>('games')
  return (
    <PageFrame
      path="/vegas"
      description="Betting lines for every game on the slate: spread, moneyline, over/under, implied team totals and weather, so you can see which games the market expects to shoot out."
      empty={empty}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="games">Games</Tabs.Tab>
          <Tabs.Tab value="golf">Golf outrights</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="games">
          {sourceChosen ? (
            // Keyed by the slate, so another slate opens with no game's chart showing.
            <VegasBoard
              key={`${sportId}/${date}/${contestGroupId}`}
              request={{ sportId, date, contestGroupId }}
            />
          ) : (
            <PageEmptyPanel {...empty} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="golf">
          <GolfOutrights />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  )
}
