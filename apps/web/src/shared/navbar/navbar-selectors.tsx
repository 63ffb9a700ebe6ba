import { navbarControls } from '@slatelab/domain/pages'
import { ContestSelect } from './contest-select'
import { CorrelationViewSelect } from './correlation-view-select'
import { LazyNavbarDateInput } from './lazy-date-input'
import type { NavbarLayout } from './navbar-layout'
import classes from './navbar-selectors.module.css'
import { SimLabsLink } from './simlabs-link'
import { SlateSelect } from './slate-select'
import { SourceSelect } from './source-select'
import { SportSelect } from './sport-select'
import { useNavbarData } from './use-navbar-data'
import { useNavbarUrlSync } from './use-navbar-url'

type NavbarSelectorsProps = {
  readonly pathname: string
  readonly layout: NavbarLayout
}

/**
 * The navbar's selectors for a page (SPEC §2 "Navbar controls per route"), kept in step with
 * the URL and loading what they list. Stays mounted while collapsed, so the selection and
 * the URL stay in step on small screens too.
 */
export function NavbarSelectors({ pathname, layout }: NavbarSelectorsProps) {
  const choose = useNavbarUrlSync()
  useNavbarData(pathname)
  const controls = navbarControls(pathname)

  return (
    <div className={classes[layout]} role="group" aria-label="Slate selection">
      {controls.sport ? (
        <div className={classes.field} data-field="sport">
          <SportSelect pathname={pathname} choose={choose} layout={layout} />
        </div>
      ) : null}
      {controls.date ? (
        <div className={classes.field} data-field="date">
          <LazyNavbarDateInput choose={choose} layout={layout} />
        </div>
      ) : null}
      {controls.source ? (
        <div className={classes.field} data-field="source">
          <SourceSelect choose={choose} layout={layout} />
        </div>
      ) : null}
      {controls.slate ? (
        <div className={classes.field} data-field="slate">
          <SlateSelect pathname={pathname} choose={choose} layout={layout} />
        </div>
      ) : null}
      {controls.contest ? (
        <div className={classes.field} data-field="contest">
          <ContestSelect choose={choose} layout={layout} />
        </div>
      ) : null}
      {controls.correlationView ? (
        <div className={classes.field} data-field="view">
          <CorrelationViewSelect layout={layout} />
        </div>
      ) : null}
      {controls.externalLink ? (
        <div className={classes.field} data-field="link">
          <SimLabsLink />
        </div>
      ) : null}
    </div>
  )
}
