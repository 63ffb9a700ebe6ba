/**
 * A cell holding a player's name and team together, whatever the separator: `Matt Ryan (ATL)`,
 * `Matt Ryan [ATL]`, `Matt Ryan - ATL`, `Matt Ryan, ATL` or `Matt Ryan ATL`.
 */

// Brackets or a dash say plainly that a team follows.
const marked =
  /^(.*?\S)\s*(?:[([]\s*([A-Za-z]{2,4})\s*[)\]]|\s[-–|]\s*([A-Za-z]{2,4})|,\s*([A-Z]{2,4}))\s*$/
// A bare trailing code is a team only when written in capitals after a name of two words or more.
const trailing = /^(\S.*\s\S+)\s+([A-Z]{2,4})$/

/** Name suffixes that look like a trailing capital code. */
const suffixes = new Set(['II', 'III', 'IV', 'JR', 'SR', 'V'])

/**
 * The name and the team code of a name-and-team cell; the team is undefined when the cell
 * holds a name only.
 * @example splitNameAndTeam('Matt Ryan ATL') // { name: 'Matt Ryan', team: 'ATL' }
 * @example splitNameAndTeam('LeBron James (LAL)') // { name: 'LeBron James', team: 'LAL' }
 * @example splitNameAndTeam('Todd Gurley II') // { name: 'Todd Gurley II', team: undefined }
 */
export const splitNameAndTeam = (
  cell: string,
): { readonly name: string; readonly team: string | undefined } => {
  const value = cell.trim().replace(/\s+/g, ' ')
  const bracketed = marked.exec(value)
  if (bracketed !== null) {
    const team = bracketed[2] ?? bracketed[3] ?? bracketed[4]
    return { name: bracketed[1] ?? value, team: team?.toUpperCase() }
  }
  const bare = trailing.exec(value)
  if (bare !== null && !suffixes.has(bare[2] ?? '')) {
    return { name: bare[1] ?? value, team: bare[2] }
  }
  return { name: value, team: undefined }
}
