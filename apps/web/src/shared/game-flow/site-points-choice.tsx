import { SegmentedControl } from '@mantine/core'
import { sites, type SiteId } from '@slatelab/domain/sites'

const siteChoices = sites.map((site) => ({ value: String(site.sourceId), label: site.code }))

/** Which site's fantasy points a game's figures show (game flow, event details). */
export function SitePointsChoice({
  siteId,
  onChange,
}: {
  readonly siteId: SiteId
  readonly onChange: (siteId: SiteId) => void
}) {
  return (
    <SegmentedControl
      aria-label="Fantasy points of"
      size="xs"
      data={siteChoices}
      value={String(siteId)}
      onChange={(value) => onChange(Number(value) as SiteId)}
    />
  )
}
