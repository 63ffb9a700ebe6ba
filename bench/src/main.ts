/** `npm run bench`: every benchmark in turn (not concurrently), each against a same-run baseline. */
await import('./platform.bench')
await import('./contest-analytics.bench')
await import('./optimizer.bench')
await import('./contest-data.bench')
await import('./contests-page.bench')
await import('./simlabs.bench')

export {}
