import { AppShell as MantineAppShell, Center, Group, Loader, Title } from '@mantine/core'
import { findPageTitle, isNavbarShown } from '@slatelab/domain/pages'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ThemeToggle } from '../shared/theme/theme-toggle'
import { AccountMenu } from './account-menu'
import classes from './app-shell.module.css'
import { BrandLink } from './brand-link'
import { ToolsMenu } from './tools-menu'

const headerHeight = 60

/**
 * The frame around every page. Where the specification shows the navbar it is a top bar with
 * the brand, the page title, the theme toggle and the account. Where it hides the navbar
 * (full-screen pages, and paths without a title) a slim strip keeps the way home and the
 * theme toggle; the page's own `h1` carries the title there.
 */
export function AppShell() {
  const { pathname } = useLocation()
  const title = findPageTitle(pathname)
  const navbarShown = isNavbarShown(pathname)

  return (
    <MantineAppShell header={navbarShown ? { height: headerHeight } : undefined} padding={0}>
      {navbarShown ? (
        <MantineAppShell.Header className={classes.header}>
          <Group h="100%" px={{ base: 'sm', sm: 'lg' }} gap="sm" wrap="nowrap">
            <BrandLink compact />
            <span className={classes.divider} aria-hidden />
            <Title order={2} fz={{ base: 'md', sm: 'lg' }} lineClamp={1} flex={1} miw={0}>
              {title}
            </Title>
            <Group gap={8} wrap="nowrap">
              <ToolsMenu />
              <ThemeToggle />
              <AccountMenu />
            </Group>
          </Group>
        </MantineAppShell.Header>
      ) : null}
      <MantineAppShell.Main className={classes.main}>
        {navbarShown ? null : (
          <Group
            component="nav"
            aria-label="Site"
            justify="space-between"
            wrap="nowrap"
            px={{ base: 'sm', sm: 'lg' }}
            py="xs"
            className={classes.slimBar}
          >
            <BrandLink />
            <Group gap={8} wrap="nowrap">
              <ToolsMenu />
              <ThemeToggle />
            </Group>
          </Group>
        )}
        <Suspense
          fallback={
            <Center py={96}>
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </MantineAppShell.Main>
    </MantineAppShell>
  )
}
