/**
 * The GPP settings (issue 33): a shipped preset, what the build maximises, lineup ownership,
 * stack exposure over the build, and on single-game slates rules by slot (captain, MVP).
 */
import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core'
import {
  optimizerSettingsSchema,
  type OptimizerSettings,
} from '@slatelab/domain/entities/multi-settings'
import { presetsFor } from '@slatelab/domain/optimizer-presets'
import { newKey, numberOf, RuleList } from './rule-list'
import { settingsTabContext, type SettingsTabProps } from './settings-tab-context'

const objectiveOptions = [
  { value: 'mean', label: 'Projection (mean)' },
  { value: 'ceiling', label: 'Ceiling' },
  { value: 'floor', label: 'Floor' },
  { value: 'blend', label: 'Weighted blend' },
  { value: 'simulation', label: 'Simulation draws (one per lineup)' },
]
// Slots that only a captain-type player fills; a pool that lists one is a single-game slate.
const captainCodes = ['CPT', 'MVP', 'CAPT', 'STAR', 'SUPERSTAR']

/** The GPP section of the settings. */
export function GppTab(props: SettingsTabProps) {
  const { settings, set, players, playerOptions, sportId } = settingsTabContext(props)
  const { gpp } = settings
  const setGpp = (patch: Partial<OptimizerSettings['gpp']>) => set('gpp', { ...gpp, ...patch })
  const slotCodes = [...new Set(players.flatMap((player) => player.rosterPositions))]
  const isSingleGame = slotCodes.some((code) => captainCodes.includes(code))
  const slotOptions = slotCodes.map((code) => ({ value: code, label: code }))
  const presets = presetsFor(sportId, isSingleGame ? 'showdown' : 'classic')

  return (
    <Stack gap="lg">
      {presets.length > 0 ? (
        <Select
          label="Start from a preset"
          description="Replaces the settings below with the preset's; save it as a template to keep it."
          placeholder="Choose a preset"
          data={presets.map((preset) => ({ value: preset.key, label: preset.name }))}
          value={null}
          onChange={(key) => {
            const preset = presets.find((entry) => entry.key === key)
            if (preset === undefined) return
            props.onChange(
              optimizerSettingsSchema.parse({
                ...preset.settings,
                templateName: settings.templateName,
                defaultView: settings.defaultView,
              }),
            )
          }}
        />
      ) : null}

      <div>
        <Title order={4} mb="xs">
          Objective
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Select
            label="Maximise"
            data={objectiveOptions}
            value={gpp.objective.kind}
            onChange={(kind) =>
              setGpp({
                objective: {
                  ...gpp.objective,
                  kind: (kind ?? 'mean') as OptimizerSettings['gpp']['objective']['kind'],
                },
              })
            }
          />
          {gpp.objective.kind === 'blend'
            ? (['meanWeight', 'ceilingWeight', 'floorWeight'] as const).map((key) => (
                <NumberInput
                  key={key}
                  label={`${{ meanWeight: 'Mean', ceilingWeight: 'Ceiling', floorWeight: 'Floor' }[key]} weight`}
                  min={0}
                  value={gpp.objective[key]}
                  onChange={(value) =>
                    setGpp({ objective: { ...gpp.objective, [key]: numberOf(value) } })
                  }
                />
              ))
            : null}
        </SimpleGrid>
      </div>

      <div>
        <Title order={4} mb="xs">
          Lineup ownership
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <NumberInput
            label="Min summed ownership per lineup (%, 0 = off)"
            min={0}
            value={gpp.ownership.minSumPct}
            onChange={(value) =>
              setGpp({ ownership: { ...gpp.ownership, minSumPct: numberOf(value) } })
            }
          />
          <NumberInput
            label="Max product ownership, as a geometric mean (%, 0 = off)"
            min={0}
            max={100}
            value={gpp.ownership.maxGeoMeanPct}
            onChange={(value) =>
              setGpp({ ownership: { ...gpp.ownership, maxGeoMeanPct: numberOf(value) } })
            }
          />
          <NumberInput
            label="At least this many players (0 = off)"
            min={0}
            value={gpp.ownership.lowOwnedCount}
            onChange={(value) =>
              setGpp({ ownership: { ...gpp.ownership, lowOwnedCount: numberOf(value) } })
            }
          />
          <NumberInput
            label="… owned under (%)"
            min={0}
            max={100}
            value={gpp.ownership.lowOwnedUnderPct}
            onChange={(value) =>
              setGpp({ ownership: { ...gpp.ownership, lowOwnedUnderPct: numberOf(value) } })
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mt="md">
          <NumberInput
            label="Max expected duplicates (0 = off)"
            description="Other entries expected to hold the same lineup"
            min={0}
            step={0.1}
            decimalScale={2}
            value={gpp.duplicates.maxExpected}
            onChange={(value) =>
              setGpp({ duplicates: { ...gpp.duplicates, maxExpected: numberOf(value) } })
            }
          />
          <NumberInput
            label="Contest size (0 = slate's largest GPP)"
            description="Entries the duplicates are counted in"
            min={0}
            step={1000}
            allowDecimal={false}
            thousandSeparator=","
            value={gpp.duplicates.contestSize}
            onChange={(value) =>
              setGpp({
                duplicates: { ...gpp.duplicates, contestSize: Math.round(numberOf(value)) },
              })
            }
          />
        </SimpleGrid>
        <Switch
          mt="md"
          label="No players against own pitcher / goalie / DST"
          checked={gpp.noneAgainstOwnDefense}
          onChange={(event) => setGpp({ noneAgainstOwnDefense: event.currentTarget.checked })}
        />
      </div>

      <div>
        <Title order={4} mb="xs">
          Stack exposure
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {(
            [
              ['teamStackSize', 'Team stack: players of one team', 2],
              ['maxTeamStackPct', 'Max lineups per team stack (%)', 0],
              ['gameStackSize', 'Game stack: players of one game', 2],
              ['maxGameStackPct', 'Max lineups per game stack (%)', 0],
            ] as const
          ).map(([key, label, min]) => (
            <NumberInput
              key={key}
              label={label}
              min={min}
              max={key.startsWith('max') ? 100 : undefined}
              value={gpp.stackExposure[key]}
              onChange={(value) =>
                setGpp({ stackExposure: { ...gpp.stackExposure, [key]: numberOf(value) } })
              }
            />
          ))}
        </SimpleGrid>
      </div>

      {isSingleGame ? (
        <>
          <div>
            <Title order={4} mb={4}>
              Rules by slot
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              Lock, exclude or limit a player in one slot only (captain exposure apart from flex).
            </Text>
            <RuleList
              label="Slot rules"
              items={gpp.slotRules}
              onChange={(slotRules) => setGpp({ slotRules })}
              create={() => ({
                key: newKey(),
                playerId: players[0]?.id ?? '',
                slot: slotCodes[0] ?? 'CPT',
                lock: false,
                exclude: false,
                minExposurePct: 0,
                maxExposurePct: 100,
                isActive: true,
              })}
              render={(rule, _index, update) => (
                <>
                  <Select
                    label="Player"
                    searchable
                    data={playerOptions}
                    value={rule.playerId}
                    onChange={(playerId) => update({ playerId: playerId ?? rule.playerId })}
                  />
                  <Select
                    label="Slot"
                    data={slotOptions}
                    value={rule.slot}
                    onChange={(slot) => update({ slot: slot ?? rule.slot })}
                  />
                  <NumberInput
                    label="Min exposure in slot (%)"
                    min={0}
                    max={100}
                    value={rule.minExposurePct}
                    onChange={(value) => update({ minExposurePct: numberOf(value) })}
                  />
                  <NumberInput
                    label="Max exposure in slot (%)"
                    min={0}
                    max={100}
                    value={rule.maxExposurePct}
                    onChange={(value) => update({ maxExposurePct: numberOf(value) })}
                  />
                  <Switch
                    label="Lock in slot"
                    checked={rule.lock}
                    onChange={(event) => update({ lock: event.currentTarget.checked })}
                  />
                  <Switch
                    label="Exclude from slot"
                    checked={rule.exclude}
                    onChange={(event) => update({ exclude: event.currentTarget.checked })}
                  />
                </>
              )}
            />
          </div>
          <div>
            <Title order={4} mb={4}>
              Conditions by slot
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              If a player is in a slot, another player goes with him (or never does), in a slot or
              in any.
            </Text>
            <RuleList
              label="Slot conditions"
              items={gpp.slotConditions}
              onChange={(slotConditions) => setGpp({ slotConditions })}
              create={() => ({
                key: newKey(),
                playerId: players[0]?.id ?? '',
                slot: slotCodes[0] ?? 'CPT',
                otherPlayerId: players[1]?.id ?? players[0]?.id ?? '',
                otherSlot: '',
                kind: 'together' as const,
                isActive: true,
              })}
              render={(condition, _index, update) => (
                <>
                  <Select
                    label="If player"
                    searchable
                    data={playerOptions}
                    value={condition.playerId}
                    onChange={(playerId) => update({ playerId: playerId ?? condition.playerId })}
                  />
                  <Select
                    label="Is in slot"
                    data={slotOptions}
                    value={condition.slot}
                    onChange={(slot) => update({ slot: slot ?? condition.slot })}
                  />
                  <Select
                    label="Then"
                    data={[
                      { value: 'together', label: 'Include' },
                      { value: 'apart', label: 'Leave out' },
                    ]}
                    value={condition.kind}
                    onChange={(kind) => update({ kind: kind === 'apart' ? 'apart' : 'together' })}
                  />
                  <Select
                    label="Player"
                    searchable
                    data={playerOptions}
                    value={condition.otherPlayerId}
                    onChange={(otherPlayerId) =>
                      update({ otherPlayerId: otherPlayerId ?? condition.otherPlayerId })
                    }
                  />
                  <Select
                    label="In slot"
                    data={[{ value: '', label: 'Any slot' }, ...slotOptions]}
                    value={condition.otherSlot}
                    onChange={(otherSlot) => update({ otherSlot: otherSlot ?? '' })}
                  />
                </>
              )}
            />
          </div>
        </>
      ) : null}
    </Stack>
  )
}
