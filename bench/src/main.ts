/** `npm run bench`: every benchmark in turn (not concurrently), each against a same-run baseline. */
await import('./platform.bench')
await import('./contest-analytics.bench')

export {}
