/**
 * Fictional player names: a common first name and a surname built from two syllables
 * (`Ash` + `worth`), so no real athlete is named on purpose.
 */
import type { Rng } from '@slatelab/engine/rng'

/** A person's name parts. */
export type PersonName = { readonly firstName: string; readonly lastName: string }

const firstNames: readonly string[] = [
  'Aaron Adrian Alex Andre Ben Blake Brandon Brooks Caleb Cameron Carter Chris Colin',
  'Damon Daniel Darius Derek Devin Dylan Eli Evan Felix Gabe Grant Hayden Isaac Jalen',
  'Jamal Jared Jordan Julian Kai Keith Kyle Landon Logan Lucas Malik Marcus Mason Micah',
  'Miles Nate Noah Omar Owen Parker Quinn Reed Rhys Ryan Sam Sean Tariq Theo Trent',
  'Tyler Victor Wes Zane',
]
  .join(' ')
  .split(' ')

const surnameStarts: readonly string[] = [
  'Ash Bel Bram Brook Cal Carr Cor Dal Dun El Fair Gar Hal Har Hart Kel Lang Mar Mer',
  'Nor Pem Ral Red Sal Stan Thorn Wes Whit Win Yar',
]
  .join(' ')
  .split(' ')

const surnameEnds: readonly string[] = [
  'ard by den ett field ford ham ley ling low more ridge son ston ton well wick win',
  'worth wood',
]
  .join(' ')
  .split(' ')

// 60 × 30 × 20 = 36,000 names; a generator gives up long before it could loop forever.
const maxAttempts = 1000

/**
 * A name source that never repeats a full name. Draws come from `rng`, so the same stream gives
 * the same names in the same order; throws after 1000 draws in a row that were all taken.
 * @example
 * const nextName = createNameGenerator(createRng('names'))
 * nextName() // { firstName: 'Noah', lastName: 'Norton' }
 */
export const createNameGenerator = (rng: Rng): (() => PersonName) => {
  const taken = new Set<string>()
  return () => {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const firstName = rng.pick(firstNames)
      const lastName = `${rng.pick(surnameStarts)}${rng.pick(surnameEnds)}`
      const fullName = `${firstName} ${lastName}`
      if (!taken.has(fullName)) {
        taken.add(fullName)
        return { firstName, lastName }
      }
    }
    throw new Error(`No unused name after ${maxAttempts} draws`)
  }
}
