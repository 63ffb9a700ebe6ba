import { Alert, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconUserCircle } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useSelector } from 'react-redux'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { SectionPanel } from '../../shared/ui/section-panel'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { AccountSessions } from './account-sessions'
import {
  changePassword,
  fetchAccountSessions,
  fetchAccountSubscriptions,
  selectAccount,
  signOutOtherSessions,
  unsubscribe,
  type AccountNotice,
} from './account-slice'
import { AccountSubscriptions } from './account-subscriptions'
import { PasswordForm } from './password-form'

const description = 'Your subscriptions, where you are signed in, and your password.'

const empty = {
  title: 'Your account will appear here once you sign in.',
  description: 'Sign in to see your subscriptions and sessions.',
  icon: <IconUserCircle size={32} stroke={1.5} />,
}

const noticeText = (notice: AccountNotice): string => {
  if (notice.kind === 'signedOutOthers') {
    return notice.count === 1
      ? 'Signed out of 1 other session.'
      : `Signed out of ${notice.count} other sessions.`
  }
  const others =
    notice.signedOut === 0
      ? ''
      : ` ${notice.signedOut === 1 ? '1 other session was' : `${notice.signedOut} other sessions were`} signed out.`
  return `Password changed.${others}`
}

function Account() {
  const dispatch = useAppDispatch()
  const user = useSelector(selectUser)
  const account = useSelector(selectAccount)

  useEffect(() => {
    void dispatch(fetchAccountSubscriptions())
    void dispatch(fetchAccountSessions())
  }, [dispatch])

  return (
    <Stack gap="lg">
      <Text size="sm">
        Signed in as <b>{user?.email}</b>
        {user?.role === 'admin' ? ' (admin)' : ''}
      </Text>
      {account.notice === null ? null : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
          {noticeText(account.notice)}
        </Alert>
      )}
      {account.actionError === null ? null : (
        <Alert color="red" role="alert">
          {account.actionError}
        </Alert>
      )}
      <SectionPanel title="Subscriptions">
        <AccountSubscriptions
          subscriptions={account.subscriptions}
          loading={account.subscriptionsLoading}
          error={account.subscriptionsError}
          busy={account.saving}
          onUnsubscribe={(subscription) => void dispatch(unsubscribe(subscription.componentId))}
        />
      </SectionPanel>
      <SectionPanel title="Sessions">
        <AccountSessions
          sessions={account.sessions}
          loading={account.sessionsLoading}
          error={account.sessionsError}
          busy={account.saving}
          onSignOutOthers={() => void dispatch(signOutOtherSessions())}
        />
      </SectionPanel>
      <SectionPanel title="Password">
        <PasswordForm
          busy={account.saving}
          error={account.passwordError}
          onSubmit={async (body) =>
            changePassword.fulfilled.match(await dispatch(changePassword(body)))
          }
        />
      </SectionPanel>
    </Stack>
  )
}

/** Signed out, the prompt to sign in; signed in, the account's subscriptions, sessions and password. */
export function AccountPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame title="Account" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="see your account"
          reason="This page shows your own subscriptions and sessions and changes your password."
        />
      ) : (
        <Account />
      )}
    </PageFrame>
  )
}
