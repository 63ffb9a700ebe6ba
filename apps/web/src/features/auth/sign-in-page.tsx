import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useSelector } from 'react-redux'
import { Link, Navigate, useSearchParams } from 'react-router'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useSignInMutation } from '../../shared/session/session-api'
import { selectUser } from '../../shared/session/session-slice'
import { AuthCard } from './auth-card'
import { authUrl, safeNextPath, signUpPath } from '../../shared/session/auth-paths'
import { DemoAccounts } from '../../shared/ui/demo-accounts'

export function SignInPage() {
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  const user = useSelector(selectUser)
  // This form's own call: only its failures show here, not an older call's.
  const [signIn, signingIn] = useSignInMutation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  if (user !== null) return <Navigate to={next} replace />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void signIn({ email: email.trim(), password })
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Pick up where you left off: your settings, templates and projections."
      error={failureMessage(signingIn.error)}
      onErrorClose={signingIn.reset}
      footer={
        <Stack gap="md">
          <Text size="sm" ta="center">
            New to Slatelab?{' '}
            <Anchor component={Link} to={authUrl(signUpPath, next)}>
              Create an account
            </Anchor>
          </Text>
          <DemoAccounts
            onPick={(demoEmail, demoPassword) => {
              setEmail(demoEmail)
              setPassword(demoPassword)
            }}
          />
        </Stack>
      }
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth loading={signingIn.isLoading} mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
