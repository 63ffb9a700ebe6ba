import { findSite, type Site } from '@slatelab/domain/sites'

/** Lettermark colours of our own, one per site: green, blue and purple. */
const logoColors: Readonly<Record<Site['code'], string>> = {
  DK: '#2b8a3e',
  FD: '#1864ab',
  Y: '#6741d9',
}

type SourceLogoProps = {
  readonly sourceId: number
  /** Edge length in pixels. */
  readonly size?: number
}

/**
 * A small square lettermark for a DFS site ("DK", "FD", "Y"); nothing for an unknown id.
 * Decorative: the site's name is always written next to it.
 */
export function SourceLogo({ sourceId, size = 20 }: SourceLogoProps) {
  const site = findSite(sourceId)
  if (site === undefined) return null
  const fontSize = site.code.length > 1 ? 9 : 12
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden
      focusable="false"
      data-source-logo={site.code}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="20" height="20" rx="5" fill={logoColors[site.code]} />
      <text
        x="10"
        y="10.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#fff"
        fontSize={fontSize}
        fontWeight={800}
        fontFamily="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif"
        letterSpacing={site.code.length > 1 ? -0.3 : 0}
      >
        {site.code}
      </text>
    </svg>
  )
}
