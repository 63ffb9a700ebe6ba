/** A percentile's cell colour: red (low) through neutral to green (high). */
export const percentileColor = (percentile: number): string => {
  const strength = Math.round((Math.abs(percentile - 50) / 50) * 35)
  const hue = percentile >= 50 ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)'
  return `color-mix(in srgb, ${hue} ${strength}%, transparent)`
}
