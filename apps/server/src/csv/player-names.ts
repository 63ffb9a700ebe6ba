/**
 * Player names as the sites print them differ between files of the same slate: accents
 * (`Gary Sánchez` / `Gary Sanchez`), initials (`A.J.` / `AJ`), suffixes (`Todd Gurley II`),
 * hyphens and a defense's trailing space (`Rams `). Matching compares normalised names.
 */

const suffixes = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v'])

/**
 * The comparable form of a name: accents stripped, lower case, punctuation dropped (a hyphen
 * splits words), and trailing generational suffixes dropped while two words remain.
 * @example normalizeName(' Odell Beckham Jr. ') // 'odell beckham'
 * @example normalizeName('José Ramírez') // 'jose ramirez'
 * @example normalizeName("Le'Veon Bell") // 'leveon bell'
 */
export const normalizeName = (name: string): string => {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-_/]/g, ' ')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(' ')
    .filter((word) => word !== '')
  while (words.length > 2 && suffixes.has(words[words.length - 1] ?? '')) words.pop()
  return words.join(' ')
}

/**
 * First and last name of a full name as the sites write it: the first word, and the rest
 * (a one-word name, such as a defense `Rams`, is all last name).
 * @example splitName('Odell Beckham Jr.') // { firstName: 'Odell', lastName: 'Beckham Jr.' }
 * @example splitName('Rams ') // { firstName: '', lastName: 'Rams' }
 */
export const splitName = (
  name: string,
): { readonly firstName: string; readonly lastName: string } => {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { firstName: '', lastName: words.join('') }
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}
