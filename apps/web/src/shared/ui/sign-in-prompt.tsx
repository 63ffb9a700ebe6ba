import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { failureMessage } from '../api/slatelab-api'
import { authUrl, signInPath, signUpPath } from '../session/auth-paths'
import { useSignInMutation } from '../session/session-api'
import { DemoAccounts } from './demo-accounts'

type SignInPromptProps = {
  /** Completes "Sign in to …": what the tool does for an account, e.g. `run simulations`. */
  readonly action: string
  /** One sentence on why that needs an account (what the tool keeps or runs for the user). */
  readonly reason: string
}

/**
 * What a tool that works on a user's own data shows to a signed-out visitor, in place of the
 * tool (whose calls would only answer 401): why it needs an account, the way to sign in and
 * back to this page, and the demo accounts, each one click from signed in.
 */
export function SignInPrompt({ action, reason }: SignInPromptProps) {
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  // Only a failure of a demo sign-in started here shows, not an older call's.
  const [signIn, signingIn] = useSignInMutation()
  const error = failureMessage(signingIn.error)

  return (
    <Paper withBorder radius="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg" maw={480} mx="auto">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLock size={28} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            Sign in to {action}
          </Title>
          <Text c="dimmed" size="sm">
            {reason}
          </Text>
        </Stack>
        <Group justify="center" gap="sm">
          <Button component={Link} to={authUrl(signInPath, here)}>
            Sign in
          </Button>
          <Button component={Link} to={authUrl(signUpPath, here)} variant="default">
            Create an account
          </Button>
        </Group>
        {error !== null ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {error}
          </Alert>
        ) : null}
        <DemoAccounts
          disabled={signingIn.isLoading}
          onPick={(email, password) => void signIn({ email, password })}
        />
      </Stack>
    </Paper>
  )
}
