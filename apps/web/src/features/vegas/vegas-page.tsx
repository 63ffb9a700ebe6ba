import { IconCurrencyDollar } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useSelector } from 'react-redux'
import {
  noneChosen,
  selectContestGroupId,
  selectDate,
  selectSourceId,
  selectSportId,
} from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { VegasBoard } from './vegas-board'
import { fetchVegasLines } from './vegas-slice'

/**
 * Loads the lines of the navbar's sport, date and slate (0 = All Games) whenever they change,
 * once a source is chosen (the slates are the source's).
 */
function useVegasLines(sourceChosen: boolean) {
  const dispatch = useAppDispatch()
  const sportId = useSelector(selectSportId)
  const date = useSelector(selectDate)
  const contestGroupId = useSelector(selectContestGroupId)
  useEffect(() => {
    if (sourceChosen) void dispatch(fetchVegasLines({ sportId, date, contestGroupId }))
  }, [dispatch, sourceChosen, sportId, date, contestGroupId])
}

export function VegasPage() {
  const sourceChosen = useSelector(selectSourceId) !== noneChosen
  useVegasLines(sourceChosen)
  return (
    <PageFrame
      path="/vegas"
      description="Betting lines for every game on the slate: spread, moneyline, over/under, implied team totals and weather, so you can see which games the market expects to shoot out."
      empty={{
        title: 'Lines will appear here once you pick a slate.',
        description:
          'Choose a sport, source and slate to see spreads, moneylines, totals and weather for each game.',
        icon: <IconCurrencyDollar size={32} stroke={1.5} />,
      }}
    >
      {sourceChosen ? <VegasBoard /> : undefined}
    </PageFrame>
  )
}
