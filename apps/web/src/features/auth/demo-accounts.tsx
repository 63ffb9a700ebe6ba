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
  /** Fills the form with a demo account. */
  readonly onPick: (email: string, password: string) => void
}

export function DemoAccounts({ onPick }: DemoAccountsProps) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle />} title="Demo accounts" role="note">
      <Stack gap={6}>
        <Text size="sm">
          Password <Code>{demoPassword}</Code> for each:
        </Text>
        {demoAccounts.map(({ label, email }) => (
          <Group key={email} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end" miw={0}>
              <Text span fw={600} size="sm">
                {label}
              </Text>{' '}
              {email}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Use the ${label.toLowerCase()} demo account`}
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
