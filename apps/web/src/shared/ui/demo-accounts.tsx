import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'

/** The accounts every seeded demo world has (`npm start` prints them too). */
const demoAccounts = [
  { label: 'Free', email: 'free@slatelab.test' },
  { label: 'Subscriber', email: 'subscriber@slatelab.test' },
  { label: 'Admin', email: 'admin@slatelab.test' },
] as const

export const demoPassword = 'slatelab-demo'

type DemoAccountsProps = {
  /** The account picked: the sign-in form fills itself with it, a sign-in prompt signs in. */
  readonly onPick: (email: string, password: string) => void
  /** While a sign-in is on its way. */
  readonly disabled?: boolean
}

/** The demo accounts, each with a button that picks it. */
export function DemoAccounts({ onPick, disabled = false }: DemoAccountsProps) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle />}
      title="Demo accounts"
      role="note"
      // The body may shrink below its text's width, so a long email wraps on a phone
      // instead of pushing the Use buttons out of the box.
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap={6}>
        <Text size="sm">
          Password <Code>{demoPassword}</Code> for each:
        </Text>
        {demoAccounts.map(({ label, email }) => (
          <Group key={email} justify="space-between" wrap="nowrap" gap="xs">
            {/* On a phone the email wraps, whole, rather than lose its end. */}
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} size="sm">
                {label}
              </Text>{' '}
              {email}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              flex="none"
              aria-label={`Use the ${label.toLowerCase()} demo account`}
              disabled={disabled}
              onClick={() => onPick(email, demoPassword)}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}
