/** Where the session screens live; they have no navbar title, so the navbar is hidden there. */
export const signInPath = '/signin'
export const signUpPath = '/signup'
/** The signed-in person's page and the admin's (not SPEC §2 routes: no navbar there either). */
export const accountPath = '/account'
export const adminPath = '/admin'

export const isAuthPath = (pathname: string): boolean =>
  pathname === signInPath || pathname === signUpPath

/**
 * Where to go after signing in: `next` when it is a path of this app, home otherwise. Anything
 * that could leave the origin (`//evil.test`, `https://…`) or loop back to a session screen
 * is refused.
 * @example safeNextPath('/ownership?sportId=1') // '/ownership?sportId=1'
 * @example safeNextPath('//evil.test') // '/'
 */
export const safeNextPath = (next: string | null): string => {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return '/'
  }
  const pathname = next.split(/[?#]/, 1)[0] ?? next
  return isAuthPath(pathname) ? '/' : next
}

/**
 * A session screen's URL that comes back to `next` afterwards.
 * @example authUrl('/signin', '/ownership') // '/signin?next=%2Fownership'
 */
export const authUrl = (path: string, next: string): string =>
  next === '/' ? path : `${path}?${new URLSearchParams({ next }).toString()}`
