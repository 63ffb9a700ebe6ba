/**
 * The relational store, every table: the core tables and each feature's (tables/). Timestamps
 * are `timestamptz`; money is whole cents; a slate is a contest group (SPEC §3). The tables
 * import the core from tables/core.ts, never from here, so the schema has no import cycle.
 */
export * from './tables/core'
export * from './tables/basketball'
export * from './tables/contest-analytics'
export * from './tables/correlations'
export * from './tables/demo-world'
export * from './tables/hockey'
export * from './tables/hockey-gar'
export * from './tables/import-runs'
export * from './tables/news'
export * from './tables/optimizer'
export * from './tables/plateiq'
export * from './tables/projections'
export * from './tables/simlabs'
export * from './tables/season-long'
