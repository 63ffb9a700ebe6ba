import { MultiSelect } from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'
import { truncateContestName } from '@slatelab/domain/constants'

type ContestVisibilitySelectProps = {
  readonly contests: readonly Contest[]
  readonly visibleContestIds: readonly number[]
  readonly onChange: (contestIds: readonly number[]) => void
}

const fee = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Which contests the table shows side by side; the first chosen leads the splits. */
export function ContestVisibilitySelect({
  contests,
  visibleContestIds,
  onChange,
}: ContestVisibilitySelectProps) {
  return (
    <MultiSelect
      label="Visible contests"
      description="The first one chosen sets the top-of-field splits and the points chart"
      placeholder={contests.length === 0 ? 'No contests on this slate' : 'Add a contest'}
      data={contests.map((contest) => ({
        value: String(contest.contestId),
        label: `${truncateContestName(contest.title)} · ${fee.format(contest.entryCost)}`,
      }))}
      value={visibleContestIds.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      searchable
      hidePickedOptions
    />
  )
}
