const instantFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * An instant as a person reads it, in their own time zone.
 * @example formatInstant('2026-11-22T17:00:00.000Z') // 'Nov 22, 2026, 12:00 PM' (in New York)
 */
export const formatInstant = (iso: string): string => instantFormat.format(new Date(iso))
