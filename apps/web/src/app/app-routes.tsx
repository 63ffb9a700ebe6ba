import { pagePaths, type PagePath } from '@slatelab/domain/pages'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { accountPath, adminPath, signInPath, signUpPath } from '../shared/session/auth-paths'
import { NotFoundPage } from '../features/not-found/not-found-page'
import { AppShell } from './app-shell'
import { RouteErrorPage } from './route-error-page'

/** Where `/` leads: the contests dashboard, the tool most sessions start from. */
export const homePath = '/contests' satisfies PagePath

type LazyPage = LazyExoticComponent<ComponentType>

/** A page in its own chunk, fetched the first time its route is opened. */
const lazyPage = (load: () => Promise<ComponentType>): LazyPage =>
  lazy(async () => ({ default: await load() }))

// A record over `PagePath`, so a route of the specification cannot be left without a page.
const toolPages: Readonly<Record<PagePath, LazyPage>> = {
  '/plateiq': lazyPage(async () => (await import('../features/plateiq/plateiq-page')).PlateIqPage),
  '/vegas': lazyPage(async () => (await import('../features/vegas/vegas-page')).VegasPage),
  '/starting-goalies': lazyPage(
    async () =>
      (await import('../features/starting-goalies/starting-goalies-page')).StartingGoaliesPage,
  ),
  '/team-ratings': lazyPage(
    async () => (await import('../features/team-ratings/team-ratings-page')).TeamRatingsPage,
  ),
  '/simlabs': lazyPage(async () => (await import('../features/simlabs/simlabs-page')).SimLabsPage),
  '/correlations': lazyPage(
    async () => (await import('../features/correlations/correlations-page')).CorrelationsPage,
  ),
  '/contests': lazyPage(
    async () => (await import('../features/contests/contests-page')).ContestsPage,
  ),
  '/ownership': lazyPage(
    async () => (await import('../features/ownership/ownership-page')).OwnershipPage,
  ),
  '/news': lazyPage(async () => (await import('../features/news/news-page')).NewsPage),
  '/marketplace': lazyPage(
    async () => (await import('../features/marketplace/marketplace-page')).MarketplacePage,
  ),
  '/multi-lineup-settings': lazyPage(
    async () =>
      (await import('../features/multi-lineup-settings/multi-lineup-settings-page'))
        .MultiLineupSettingsPage,
  ),
  '/season-long': lazyPage(
    async () => (await import('../features/season-long/season-long-page')).SeasonLongPage,
  ),
  '/game-flow': lazyPage(
    async () => (await import('../features/game-flow/game-flow-page')).GameFlowPage,
  ),
  '/event-details': lazyPage(
    async () => (await import('../features/event-details/event-details-page')).EventDetailsPage,
  ),
  '/sales': lazyPage(async () => (await import('../features/sales/sales-page')).SalesPage),
  '/projections': lazyPage(
    async () => (await import('../features/projections/projections-page')).ProjectionsPage,
  ),
}

const SignInPage = lazyPage(async () => (await import('../features/auth/sign-in-page')).SignInPage)
const SignUpPage = lazyPage(async () => (await import('../features/auth/sign-up-page')).SignUpPage)

// Pages outside SPEC §2's routes: the signed-in person's account, and the admin's tools.
const AccountPage = lazyPage(
  async () => (await import('../features/account/account-page')).AccountPage,
)
const AdminPage = lazyPage(async () => (await import('../features/admin/admin-page')).AdminPage)

const pageRoutes: RouteObject[] = pagePaths.map((path) => {
  const Page = toolPages[path]
  return { path, element: <Page /> }
})

/** Every route of the app, inside the shell (navbar, theme) that all pages share. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      {
        // Errors land inside the shell, so the navbar and the way home stay on screen.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={homePath} replace /> },
          ...pageRoutes,
          { path: signInPath, element: <SignInPage /> },
          { path: signUpPath, element: <SignUpPage /> },
          { path: accountPath, element: <AccountPage /> },
          { path: adminPath, element: <AdminPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(appRoutes)
