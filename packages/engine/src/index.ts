export * from './rng'
