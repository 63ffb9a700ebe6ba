import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useSelector } from 'react-redux'
import { Link, Navigate, useSearchParams } from 'react-router'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useSignUpMutation } from '../../shared/session/session-api'
import { selectUser } from '../../shared/session/session-slice'
import { AuthCard } from './auth-card'
import { authUrl, safeNextPath, signInPath } from '../../shared/session/auth-paths'

/** The server's rule for new passwords, checked here first so the answer is instant. */
export const minPasswordLength = 8

export function SignUpPage() {
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  const user = useSelector(selectUser)
  // This form's own call: only its failures show here, not an older call's.
  const [signUp, signingUp] = useSignUpMutation()
  const [displayName, setDisplayName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)

  if (user !== null) return <Navigate to={next} replace />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (password.length < minPasswordLength) {
      setPasswordError(`Use at least ${minPasswordLength} characters`)
      return
    }
    setPasswordError(null)
    const name = displayName.trim()
    void signUp({ email: email.trim(), password, ...(name === '' ? {} : { displayName: name }) })
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Save lineup settings and templates, upload projections and subscribe to tools."
      error={failureMessage(signingUp.error)}
      onErrorClose={signingUp.reset}
      footer={
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={authUrl(signInPath, next)}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Display name"
            description="Optional; shown in the navbar"
            autoComplete="nickname"
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
          />
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
            description={`At least ${minPasswordLength} characters`}
            autoComplete="new-password"
            required
            error={passwordError}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth loading={signingUp.isLoading} mt="xs">
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
