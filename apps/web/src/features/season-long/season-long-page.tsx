import { Tabs } from '@mantine/core'
import { products } from '@slatelab/domain/entities/access'
import { IconBallAmericanFootball } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { ProductGate } from '../../shared/access/product-gate'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { AdpView } from './adp-view'
import { CheatsheetView } from './cheatsheet-view'
import { ProjectionsView } from './projections-view'
import { selectSeasonLong, settingsChanged, type SeasonLongView } from './season-long-slice'
import { SurvivorView } from './survivor-view'
import { TiersView } from './tiers-view'

const description =
  'Draft cheat sheets valued for your league, ADP across sites, season and weekly projections, survivor pool odds with the best path, and tiered rankings.'

const empty = {
  title: 'Your season-long tools will appear here once your access is confirmed.',
  description:
    'Sign in with a season-long subscription to open cheat sheets, ADP, projections, survivor odds and tiers.',
  icon: <IconBallAmericanFootball size={32} stroke={1.5} />,
}

/** The five views as tabs; only the open one is mounted, so only it asks for its data. */
function SeasonLongTool() {
  const dispatch = useAppDispatch()
  const { settings } = useSelector(selectSeasonLong)
  return (
    <Tabs
      value={settings.viewPage}
      onChange={(value) =>
        value && dispatch(settingsChanged({ viewPage: value as SeasonLongView }))
      }
      keepMounted={false}
    >
      {/* One row that scrolls on a phone rather than a fifth tab alone on a second line. */}
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        <Tabs.Tab value="adp">ADP</Tabs.Tab>
        <Tabs.Tab value="cheatsheet">Cheat sheet</Tabs.Tab>
        <Tabs.Tab value="projections">Projections</Tabs.Tab>
        <Tabs.Tab value="survivor">Survivor</Tabs.Tab>
        <Tabs.Tab value="tiers">Tiers</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="adp">
        <AdpView />
      </Tabs.Panel>
      <Tabs.Panel value="cheatsheet">
        <CheatsheetView />
      </Tabs.Panel>
      <Tabs.Panel value="projections">
        <ProjectionsView />
      </Tabs.Panel>
      <Tabs.Panel value="survivor">
        <SurvivorView />
      </Tabs.Panel>
      <Tabs.Panel value="tiers">
        <TiersView />
      </Tabs.Panel>
    </Tabs>
  )
}

/** Signed out, the prompt to sign in; signed in, the tools or (without the product) the pitch. */
export function SeasonLongPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame path="/season-long" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="use the season-long tools"
          reason="The season-long tools are part of a subscription: sign in to check yours or get one."
        />
      ) : (
        <ProductGate product={products.NFLSeasonLong}>
          <SeasonLongTool />
        </ProductGate>
      )}
    </PageFrame>
  )
}
