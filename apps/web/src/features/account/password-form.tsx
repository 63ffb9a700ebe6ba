import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core'
import { newPasswordSchema } from '@slatelab/domain/entities/user'
import { useState, type FormEvent } from 'react'
import type { ChangePasswordBody } from '@slatelab/contract/account.contract'

type PasswordFormProps = {
  readonly busy: boolean
  /** What the server said about the last attempt ('Your current password is not correct'). */
  readonly error: string | null
  /** Resolves true once the password has changed, so the form clears. */
  readonly onSubmit: (body: ChangePasswordBody) => Promise<boolean>
}

/** The password change: the current password, and the new one twice, checked as sign-up does. */
export function PasswordForm({ busy, error, onSubmit }: PasswordFormProps) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [nextError, setNextError] = useState<string | null>(null)
  const [repeatError, setRepeatError] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = newPasswordSchema.safeParse(next)
    setNextError(checked.success ? null : 'Use 8 to 200 characters')
    setRepeatError(next === repeat ? null : 'The two new passwords differ')
    if (!checked.success || next !== repeat) return
    if (await onSubmit({ currentPassword: current, newPassword: next })) {
      setCurrent('')
      setNext('')
      setRepeat('')
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Change password">
      <Stack gap="sm" maw={420}>
        {error === null ? null : (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters. Your other sessions are signed out."
          autoComplete="new-password"
          required
          error={nextError}
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          error={repeatError}
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
