/**
 * `npm run bench`: every benchmark in turn (not concurrently), each against a same-run
 * baseline; figures without one (the first page's bytes and time) against the previous figures
 * in bench/baselines.json, which `UPDATE_BASELINES=1 npm run bench` rewrites (baselines.ts).
 * `npm run bench -- <name> …` runs only the named ones (`projections`, `season-long`…);
 * `load` (load.bench.ts), `import-size` (import-size.bench.ts) and `duplicates-fit` (a model's
 * refit, not a speed) run only when named.
 */
const everyBench = [
  'platform',
  'contest-analytics',
  'optimizer',
  'late-swap',
  'portfolio',
  'contest-data',
  'contests-page',
  'simlabs',
  'simlabs-demo',
  'correlations',
  'vegas',
  'news',
  'gameflow',
  'hockey',
  'team-ratings',
  'plateiq',
  'projections',
  'season-long',
  'world',
]
const named = process.argv
  .slice(2)
  .filter((arg) => [...everyBench, 'load', 'import-size', 'duplicates-fit'].includes(arg))

for (const name of named.length > 0 ? named : everyBench) await import(`./${name}.bench`)

export {}
