import { Alert, Loader, Stack, Text } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import type { AdminUser, ImportRun } from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { useState, type ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import { selectUser } from '../../shared/session/session-slice'
import { PageFrame } from '../../shared/ui/page-frame'
import { SectionPanel } from '../../shared/ui/section-panel'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { AdminComponents } from './admin-components'
import { AdminImportFile } from './admin-import-file'
import { AdminImports } from './admin-imports'
import {
  useAdminComponentsQuery,
  useAdminUsersQuery,
  useImportRunsQuery,
  useSetUserSubscriptionMutation,
  useUpdateComponentMutation,
} from './admin-api'
import { AdminRequests } from './admin-requests'
import { AdminUsers } from './admin-users'

const description =
  'Prices and visibility of the products, who holds what, and the data imports with their results.'

const empty = {
  title: 'The admin tools will appear here once you sign in as the admin.',
  description: 'Only the admin account can open this page.',
  icon: <IconShieldLock size={32} stroke={1.5} />,
}

/** A panel of the page, or what went wrong reading it. */
function Section({
  title,
  error,
  children,
}: {
  readonly title: string
  readonly error: string | null
  readonly children: ReactNode
}) {
  return (
    <SectionPanel title={title}>
      {error === null ? children : <Alert color="red" title={error} />}
    </SectionPanel>
  )
}

const noComponents: readonly Plan[] = []
const noUsers: readonly AdminUser[] = []
const noImports: readonly ImportRun[] = []

function Admin() {
  // The email the users list is searched by; `undefined` lists the first users.
  const [email, setEmail] = useState<string | undefined>(undefined)
  const components = useAdminComponentsQuery()
  const users = useAdminUsersQuery({ email })
  const requests = useAdminUsersQuery({ requested: true })
  const imports = useImportRunsQuery()
  const [updateComponent, componentUpdate] = useUpdateComponentMutation()
  const [setUserSubscription, subscriptionChange] = useSetUserSubscriptionMutation()
  const saving = componentUpdate.isLoading || subscriptionChange.isLoading
  // The newer of the two changes' failures; a change started clears its own.
  const actionError = failureMessage(componentUpdate.error ?? subscriptionChange.error)
  const componentList = components.data ?? noComponents

  if (components.isLoading) {
    return <Loader size="sm" aria-label="Loading the admin tools" />
  }

  return (
    <Stack gap="lg">
      {actionError === null ? null : (
        <Alert color="red" role="alert">
          {actionError}
        </Alert>
      )}
      <Section title="Products and components" error={failureMessage(components.error)}>
        <Text size="sm" c="dimmed">
          A price or visibility change shows in the marketplace and on /sales at once. A hidden
          component stays with those who hold it.
        </Text>
        <AdminComponents
          components={componentList}
          busy={saving}
          onChange={(componentId, change) => void updateComponent({ componentId, change })}
        />
      </Section>
      <Section title="Subscription requests" error={failureMessage(requests.error)}>
        <AdminRequests
          users={requests.data?.users ?? noUsers}
          components={componentList}
          busy={saving}
          onDecide={(userId, componentId, granted) =>
            void setUserSubscription({ userId, componentId, held: granted })
          }
        />
      </Section>
      <Section title="Users and subscriptions" error={failureMessage(users.error)}>
        <AdminUsers
          users={users.data?.users ?? noUsers}
          more={users.data?.more ?? false}
          components={componentList}
          busy={saving}
          onSearch={setEmail}
          onSetHeld={(userId, componentId, held) =>
            void setUserSubscription({ userId, componentId, held })
          }
        />
      </Section>
      <SectionPanel title="Import a file">
        <AdminImportFile />
      </SectionPanel>
      <Section title="Data imports" error={failureMessage(imports.error)}>
        <AdminImports imports={imports.data ?? noImports} />
      </Section>
    </Stack>
  )
}

/** The admin tools for the admin account; others are told the page is not theirs. */
export function AdminPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame title="Admin" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="open the admin tools"
          reason="The admin tools change prices and subscriptions, so they need the admin account."
        />
      ) : user.role !== 'admin' ? (
        <Alert color="yellow" icon={<IconShieldLock />} title="Admins only">
          This page is for the admin account; yours is {user.email}.
        </Alert>
      ) : (
        <Admin />
      )}
    </PageFrame>
  )
}
