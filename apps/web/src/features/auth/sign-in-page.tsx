import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useSelector } from 'react-redux'
import { Link, Navigate, useSearchParams } from 'react-router'
import {
  selectSessionError,
  selectSessionLoading,
  selectUser,
  sessionErrorDismissed,
  signIn,
} from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { AuthCard } from './auth-card'
import { authUrl, safeNextPath, signUpPath } from '../../shared/session/auth-paths'
import { DemoAccounts } from '../../shared/ui/demo-accounts'

export function SignInPage() {
  const dispatch = useAppDispatch()
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  const user = useSelector(selectUser)
  const loading = useSelector(selectSessionLoading)
  const error = useSelector(selectSessionError)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  // Only this form's own failures show here, not an older call's (an expired session's 401).
  const [submitted, setSubmitted] = useState(false)

  if (user !== null) return <Navigate to={next} replace />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    void dispatch(signIn({ email: email.trim(), password }))
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Pick up where you left off: your settings, templates and projections."
      error={submitted ? error : null}
      onErrorClose={() => dispatch(sessionErrorDismissed())}
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
          <Button type="submit" fullWidth loading={loading} mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
