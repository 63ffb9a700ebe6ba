/**
 * The domain catalogue: sports, sites, variants, roster limits, spec constants, error texts,
 * pages and the entity schemas that server and web share. Pure: no Node, clock or randomness.
 */
export * from './constants'
export * from './errors'
export * from './pages'
export * from './positions'
export * from './projection-sources'
export * from './sites'
export * from './sports'
export * from './units'
export * from './variants'

export * from './entities/access'
export * from './entities/contest'
export * from './entities/contest-group'
export * from './entities/event'
export * from './entities/fields'
export * from './entities/player'
export * from './entities/product'
export * from './entities/slate-player'
export * from './entities/source'
export * from './entities/subscription'
export * from './entities/team'
export * from './entities/user'
export * from './slate-window'
export * from './contest-status'
