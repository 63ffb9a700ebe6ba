import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import { pageTitles, type PagePath } from '@slatelab/domain/pages'
import { IconLayoutGrid } from '@tabler/icons-react'
import { Fragment } from 'react'
import { Link, useLocation } from 'react-router'

/** The tools grouped the way a DFS player looks for them; every page appears once. */
export const toolGroups: readonly {
  readonly label: string
  readonly paths: readonly PagePath[]
}[] = [
  {
    label: 'Slate',
    paths: [
      '/contests',
      '/ownership',
      '/simlabs',
      '/vegas',
      '/correlations',
      '/event-details',
      '/game-flow',
    ],
  },
  { label: 'By sport', paths: ['/plateiq', '/starting-goalies', '/team-ratings'] },
  {
    label: 'Lineups and season long',
    paths: ['/projections', '/multi-lineup-settings', '/season-long'],
  },
  { label: 'More', paths: ['/news', '/marketplace', '/sales'] },
]

/** A menu of every tool, so no page is a dead end. */
export function ToolsMenu() {
  const { pathname } = useLocation()
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <Tooltip label="All tools">
          <ActionIcon variant="default" size="lg" aria-label="All tools">
            <IconLayoutGrid size={18} stroke={1.75} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        {toolGroups.map(({ label, paths }) => (
          <Fragment key={label}>
            <Menu.Label>{label}</Menu.Label>
            {paths.map((path) => (
              <Menu.Item
                key={path}
                component={Link}
                to={path}
                aria-current={path === pathname ? 'page' : undefined}
                fw={path === pathname ? 700 : undefined}
                c={path === pathname ? 'var(--mantine-primary-color-filled)' : undefined}
              >
                {pageTitles[path]}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
