import { Select } from '@mantine/core'
import { failureMessage } from '../../../shared/api/slatelab-api'
import { formatInstant } from '../../../shared/ui/format-instant'
import { useEntriesBuildsQuery } from './entries-api'

type BuildSelectProps = {
  readonly contestGroupId: number
  readonly label: string
  readonly description?: string
  readonly value: string | null
  readonly onChange: (buildId: string | null) => void
  /** Whether no build is a choice (the swap's default settings). */
  readonly clearable?: boolean
}

/**
 * The caller's done builds of the slate, newest first. The list is read again when it opens,
 * so a build finished on this page since is there.
 */
export function BuildSelect({
  contestGroupId,
  label,
  description,
  value,
  onChange,
  clearable = false,
}: BuildSelectProps) {
  const builds = useEntriesBuildsQuery()
  const done = (builds.data ?? []).filter(
    (build) => build.contestGroupId === contestGroupId && build.status === 'done',
  )
  return (
    <Select
      label={label}
      description={description}
      placeholder={builds.isLoading ? 'Loading builds…' : 'Pick a build'}
      nothingFoundMessage="No done build of this slate yet"
      data={done.map((build) => ({
        value: build.buildId,
        label: `${build.count} lineups · ${formatInstant(build.finishedAt ?? build.createdAt)}`,
      }))}
      value={value}
      onChange={onChange}
      onDropdownOpen={() => void builds.refetch()}
      clearable={clearable}
      error={failureMessage(builds.error)}
    />
  )
}
