import { RouterProvider, type DataRouter } from 'react-router'

/**
 * The router, committing each navigation at once rather than in a React transition. In a
 * transition the old page stays on screen while the next one's lazy chunk loads, with the old
 * location; an automatic navbar pick landing then (a slate chosen after loading) replaced the
 * URL from that old location and undid the person's click. Now the page's loader shows instead.
 */
export function PageRouterProvider({ router }: { readonly router: DataRouter }) {
  return <RouterProvider router={router} useTransitions={false} />
}
