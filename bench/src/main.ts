/** `npm run bench`: every benchmark, each printing its figures against a same-run baseline. */
import './platform.bench'
import './contest-analytics.bench'
