/**
 * `npm run bench`: every benchmark in turn (not concurrently), each against a same-run
 * baseline; figures without one (the first page's bytes and time) against the previous figures
 * in bench/baselines.json, which `UPDATE_BASELINES=1 npm run bench` rewrites (baselines.ts).
 * `npm run bench -- load` runs only the load benchmark (load.bench.ts), `npm run bench --
 * season-long` only the season-long one.
 */
if (process.argv.includes('load')) {
  await import('./load.bench')
} else if (process.argv.includes('season-long')) {
  await import('./season-long.bench')
} else {
  await import('./platform.bench')
  await import('./contest-analytics.bench')
  await import('./optimizer.bench')
  await import('./contest-data.bench')
  await import('./contests-page.bench')
  await import('./simlabs.bench')
  await import('./correlations.bench')
  await import('./vegas.bench')
  await import('./news.bench')
  await import('./gameflow.bench')
  await import('./hockey.bench')
  await import('./team-ratings.bench')
  await import('./plateiq.bench')
  await import('./projections.bench')
  await import('./season-long.bench')
}

export {}
