import { Button, Group, NumberInput, Switch, Text } from '@mantine/core'
import type { ComponentUpdateBody } from '@slatelab/contract/admin.contract'
import { maxComponentPrice } from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { termLabels } from '@slatelab/domain/entities/product'
import { useState } from 'react'
import { AdminList, AdminRow } from './admin-list'

type AdminComponentsProps = {
  readonly components: readonly Plan[]
  readonly busy: boolean
  readonly onChange: (componentId: number, change: ComponentUpdateBody) => void
}

/** A component's price field with its own draft, saved with its button. */
function PriceEditor({
  component,
  busy,
  onSave,
}: {
  readonly component: Plan
  readonly busy: boolean
  readonly onSave: (price: number) => void
}) {
  const [draft, setDraft] = useState<number | string>(component.price)
  const changed = typeof draft === 'number' && draft !== component.price
  return (
    <Group gap={6} wrap="nowrap">
      <NumberInput
        aria-label={`Price of ${component.title}`}
        prefix="$"
        decimalScale={2}
        fixedDecimalScale
        min={0}
        max={maxComponentPrice}
        step={1}
        w={110}
        size="xs"
        value={draft}
        onChange={setDraft}
      />
      <Button
        size="xs"
        variant="light"
        disabled={busy || !changed}
        onClick={() => typeof draft === 'number' && onSave(draft)}
        aria-label={`Save the price of ${component.title}`}
      >
        Save
      </Button>
    </Group>
  )
}

/** Every product component: the product it opens, its price (editable) and whether it is listed. */
export function AdminComponents({ components, busy, onChange }: AdminComponentsProps) {
  return (
    <AdminList label="Product components">
      {components.map((component) => (
        <AdminRow
          key={component.componentId}
          name={
            <>
              <Text size="sm" fw={600}>
                {component.title}
              </Text>
              <Text size="xs" c="dimmed">
                #{component.componentId} · opens {component.product} · {termLabels[component.term]}
              </Text>
            </>
          }
        >
          <PriceEditor
            // A saved price restarts the draft from the stored one.
            key={component.price}
            component={component}
            busy={busy}
            onSave={(price) => onChange(component.componentId, { price })}
          />
          <Switch
            aria-label={`List ${component.title} in the marketplace`}
            label={component.hideFromMarketplace ? 'Hidden' : 'Listed'}
            checked={!component.hideFromMarketplace}
            disabled={busy}
            w={90}
            onChange={(event) =>
              onChange(component.componentId, {
                hideFromMarketplace: !event.currentTarget.checked,
              })
            }
          />
        </AdminRow>
      ))}
    </AdminList>
  )
}
