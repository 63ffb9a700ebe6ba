import type { StatcastQuery } from '@slatelab/contract/plateiq.contract'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { selectContestGroupId, selectDate } from '../../shared/navbar/navbar-slice'
import { selectPlateIq } from './plateiq-slice'

/** The slate, split and window every PlateIQ call asks for. */
export const useStatcastQuery = (): StatcastQuery => {
  const date = useSelector(selectDate)
  const contestGroupId = useSelector(selectContestGroupId)
  const { split, range } = useSelector(selectPlateIq)
  return useMemo(
    () => ({ date, contest_group_id: contestGroupId, split, range }),
    [date, contestGroupId, split, range],
  )
}
