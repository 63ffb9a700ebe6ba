import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function MultiLineupSettingsPage() {
  return (
    <PageFrame
      path="/multi-lineup-settings"
      description="The rules for building many lineups at once: stacks, exposure caps, custom filters and unique-player limits, saved as templates you can reuse."
      empty={{
        title: 'Your settings and templates will appear here once you sign in.',
        description:
          'Start from a suggested template or build your own with stacks, exposures and up to 3 custom filters.',
        icon: <IconAdjustmentsHorizontal size={32} stroke={1.5} />,
      }}
    />
  )
}
