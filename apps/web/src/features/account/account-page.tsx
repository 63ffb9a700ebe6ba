import { Alert, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconUserCircle } from '@tabler/icons-react'
import type { AccountSession, AccountSubscription } from '@slatelab/contract/account.contract'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import { selectUser } from '../../shared/session/session-slice'
import { PageFrame } from '../../shared/ui/page-frame'
import { SectionPanel } from '../../shared/ui/section-panel'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { AccountSessions } from './account-sessions'
import {
  useAccountSessionsQuery,
  useAccountSubscriptionsQuery,
  useChangePasswordMutation,
  useSignOutOtherSessionsMutation,
  useCancelSubscriptionMutation,
} from './account-api'
import { AccountSubscriptions } from './account-subscriptions'
import { PasswordForm } from './password-form'

const description = 'Your subscriptions, where you are signed in, and your password.'

const empty = {
  title: 'Your account will appear here once you sign in.',
  description: 'Sign in to see your subscriptions and sessions.',
  icon: <IconUserCircle size={32} stroke={1.5} />,
}

/** What the last finished action did, shown until the next one starts. */
type AccountNotice =
  | { readonly kind: 'signedOutOthers'; readonly count: number }
  | { readonly kind: 'passwordChanged'; readonly signedOut: number }

/** The page's three changes; only the last one started tells its outcome. */
type AccountAction = 'unsubscribe' | 'signOutOthers' | 'changePassword'

const noSubscriptions: readonly AccountSubscription[] = []
const noSessions: readonly AccountSession[] = []

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
  const user = useSelector(selectUser)
  const subscriptions = useAccountSubscriptionsQuery()
  const sessions = useAccountSessionsQuery()
  const [unsubscribe, unsubscribing] = useCancelSubscriptionMutation()
  const [signOutOthers, signingOutOthers] = useSignOutOtherSessionsMutation()
  const [changePassword, passwordChange] = useChangePasswordMutation()
  const [lastAction, setLastAction] = useState<AccountAction | null>(null)
  const saving = unsubscribing.isLoading || signingOutOthers.isLoading || passwordChange.isLoading
  const notice: AccountNotice | null =
    lastAction === 'signOutOthers' && signingOutOthers.data !== undefined
      ? { kind: 'signedOutOthers', count: signingOutOthers.data }
      : lastAction === 'changePassword' && passwordChange.data !== undefined
        ? { kind: 'passwordChanged', signedOut: passwordChange.data }
        : null
  const actionError =
    lastAction === 'unsubscribe'
      ? failureMessage(unsubscribing.error)
      : lastAction === 'signOutOthers'
        ? failureMessage(signingOutOthers.error)
        : null
  const passwordError =
    lastAction === 'changePassword' ? failureMessage(passwordChange.error) : null

  return (
    <Stack gap="lg">
      <Text size="sm">
        Signed in as <b>{user?.email}</b>
        {user?.role === 'admin' ? ' (admin)' : ''}
      </Text>
      {notice === null ? null : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
          {noticeText(notice)}
        </Alert>
      )}
      {actionError === null ? null : (
        <Alert color="red" role="alert">
          {actionError}
        </Alert>
      )}
      <SectionPanel title="Subscriptions">
        <AccountSubscriptions
          subscriptions={subscriptions.data ?? noSubscriptions}
          loading={subscriptions.isFetching}
          error={failureMessage(subscriptions.error)}
          busy={saving}
          onUnsubscribe={(subscription) => {
            setLastAction('unsubscribe')
            void unsubscribe(subscription.componentId)
          }}
        />
      </SectionPanel>
      <SectionPanel title="Sessions">
        <AccountSessions
          sessions={sessions.data ?? noSessions}
          loading={sessions.isFetching}
          error={failureMessage(sessions.error)}
          busy={saving}
          onSignOutOthers={() => {
            setLastAction('signOutOthers')
            void signOutOthers()
          }}
        />
      </SectionPanel>
      <SectionPanel title="Password">
        <PasswordForm
          busy={saving}
          error={passwordError}
          onSubmit={async (body) => {
            setLastAction('changePassword')
            return (await changePassword(body)).error === undefined
          }}
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
