import { Tooltip } from '@mantine/core'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import {
  IconBuildingStadium,
  IconCloudRain,
  IconQuestionMark,
  IconSnowflake,
  IconSun,
  IconWind,
} from '@tabler/icons-react'
import { weatherText } from './vegas-games'

// What a DFS player watches for: rain or snow, and wind strong enough to hurt passing and kicking.
const windyMph = 15
const wetPct = 50

const iconProps = { size: 18, stroke: 1.6 } as const

const iconOf = ({ weather }: BettingLineEvent) => {
  if (weather.isDome) return <IconBuildingStadium {...iconProps} />
  if (weather.temperatureF === null) return <IconQuestionMark {...iconProps} />
  if ((weather.precipitationPct ?? 0) >= wetPct) {
    return weather.temperatureF <= 32 ? (
      <IconSnowflake {...iconProps} />
    ) : (
      <IconCloudRain {...iconProps} />
    )
  }
  return (weather.windMph ?? 0) >= windyMph ? (
    <IconWind {...iconProps} />
  ) : (
    <IconSun {...iconProps} />
  )
}

/** The game's weather as an icon, the forecast in words on hover and for screen readers. */
export function WeatherIcon({ row }: { readonly row: BettingLineEvent }) {
  const text = weatherText(row)
  return (
    <Tooltip label={text} withArrow>
      <span role="img" aria-label={text} style={{ display: 'inline-flex' }}>
        {iconOf(row)}
      </span>
    </Tooltip>
  )
}
