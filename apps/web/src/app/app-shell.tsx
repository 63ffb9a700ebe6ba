import { AppShell as MantineAppShell, Center, Group, Loader, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { findPageTitle, isNavbarShown } from '@slatelab/domain/pages'
import { lazy, Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { narrowNavbarQuery, selectorsRowPx, titleRowPx } from '../shared/navbar/navbar-breakpoints'
import { hasSelectors } from '../shared/navbar/navbar-pages'
import { openPlayerId } from '../shared/player-card/player-card-url'
import { SelectorsToggle } from '../shared/navbar/selectors-toggle'
import { ThemeToggle } from '../shared/theme/theme-toggle'
import { isAuthPath } from '../shared/session/auth-paths'
import { AccountMenu } from './account-menu'
import classes from './app-shell.module.css'
import { BrandLink } from './brand-link'
import { ToolsMenu } from './tools-menu'

// The selectors load in their own chunk, beside the page; the date picker loads after them.
const NavbarSelectors = lazy(async () => ({
  default: (await import('../shared/navbar/navbar-selectors')).NavbarSelectors,
}))

// The player card (any page, `?player=`) loads with the first card opened.
const PlayerCardDrawer = lazy(async () => ({
  default: (await import('../shared/player-card/player-card-drawer')).PlayerCardDrawer,
}))

const selectorsId = 'navbar-selectors'

/**
 * The frame around every page. Where the specification shows the navbar it is a top bar with
 * the brand, the page title, the tools menu, the theme toggle and the account, and below it a
 * row of the page's selectors (sport, date, source, slate...). On small screens the
 * selectors fold behind a toggle and open as a panel under the bar. Where the specification
 * hides the navbar (full-screen pages, and paths without a title) a slim strip keeps the way
 * home, the theme toggle and the account; the page's own `h1` carries the title there.
 */
export function AppShell() {
  const { pathname, search } = useLocation()
  const cardOpen = openPlayerId(new URLSearchParams(search)) !== null
  const title = findPageTitle(pathname)
  const navbarShown = isNavbarShown(pathname)
  const selectorsShown = navbarShown && hasSelectors(pathname)
  const narrow = useMediaQuery(narrowNavbarQuery, false, { getInitialValueInEffect: false })
  const [selectorsOpen, setSelectorsOpen] = useState(false)
  const headerHeight = selectorsShown && !narrow ? titleRowPx + selectorsRowPx : titleRowPx

  return (
    <MantineAppShell header={navbarShown ? { height: headerHeight } : undefined} padding={0}>
      {navbarShown ? (
        <MantineAppShell.Header className={classes.header}>
          <Group h={titleRowPx} px={{ base: 'sm', sm: 'lg' }} gap="xs" wrap="nowrap">
            <BrandLink compact />
            <span className={classes.divider} aria-hidden />
            {/* Two short lines on a phone, so "Ownership Dashboard" fits beside the controls. */}
            <Title order={2} fz={{ base: 'sm', sm: 'lg' }} lh={1.2} lineClamp={2} flex={1} miw={0}>
              {title}
            </Title>
            <Group gap={6} wrap="nowrap">
              {selectorsShown && narrow ? (
                <SelectorsToggle
                  expanded={selectorsOpen}
                  onToggle={() => setSelectorsOpen((open) => !open)}
                  controls={selectorsId}
                />
              ) : null}
              <ToolsMenu />
              <ThemeToggle />
              <AccountMenu />
            </Group>
          </Group>
          {selectorsShown ? (
            <div
              id={selectorsId}
              className={narrow ? classes.selectorsPanel : classes.selectorsRow}
              hidden={narrow && !selectorsOpen}
            >
              <Suspense
                fallback={
                  <Text size="sm" c="dimmed" className={classes.navLoading}>
                    Loading nav...
                  </Text>
                }
              >
                <NavbarSelectors pathname={pathname} layout={narrow ? 'panel' : 'row'} />
              </Suspense>
            </div>
          ) : null}
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
              {/* The way to the account and out, except on the session screens themselves. */}
              {isAuthPath(pathname) ? null : <AccountMenu />}
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
        {cardOpen ? (
          <Suspense fallback={null}>
            <PlayerCardDrawer />
          </Suspense>
        ) : null}
      </MantineAppShell.Main>
    </MantineAppShell>
  )
}
