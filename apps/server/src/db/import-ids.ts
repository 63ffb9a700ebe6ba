/**
 * Ids of imported slates and contests. The files carry no id we can use (DK salary files have
 * no draft group id; standings have no contest id), so an import derives its id from what
 * identifies its content: the same file imported again gets the same id and replaces itself.
 * Imported ids lie in [10⁹, 2³¹): the demo world's slate ids,
 * `(yyyymmdd mod 100000) × 10⁴ + sport × 100 + site`, and contest ids stay below 10⁹.
 */

/** First id of the imported range. */
export const firstImportedId = 1_000_000_000

const idRange = 2 ** 31 - firstImportedId

/** 32-bit FNV-1a of a string: fast, stable across runs and machines. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5
  for (const char of new TextEncoder().encode(text)) {
    hash ^= char
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The id for an identity key; `attempt` steps past an id that another content holds (a hash
 * collision, about one in a billion per pair).
 * @example importedId('4|1|2017-09-17|…', 0) // 1_583_…, the same on every run
 */
export const importedId = (key: string, attempt = 0): number =>
  firstImportedId + ((fnv1a(key) + attempt) % idRange)
