import { Alert, Loader, Stack, Text } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { SectionPanel } from '../../shared/ui/section-panel'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { AdminComponents } from './admin-components'
import { AdminImports } from './admin-imports'
import {
  fetchAdminComponents,
  fetchAdminUsers,
  fetchImportRuns,
  selectAdmin,
  setUserSubscription,
  updateComponent,
} from './admin-slice'
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

function Admin() {
  const dispatch = useAppDispatch()
  const admin = useSelector(selectAdmin)

  useEffect(() => {
    void dispatch(fetchAdminComponents())
    void dispatch(fetchAdminUsers(undefined))
    void dispatch(fetchImportRuns())
  }, [dispatch])

  if (admin.loading && admin.components.length === 0) {
    return <Loader size="sm" aria-label="Loading the admin tools" />
  }

  return (
    <Stack gap="lg">
      {admin.actionError === null ? null : (
        <Alert color="red" role="alert">
          {admin.actionError}
        </Alert>
      )}
      <Section title="Products and components" error={admin.componentsError}>
        <Text size="sm" c="dimmed">
          A price or visibility change shows in the marketplace and on /sales at once. A hidden
          component stays with those who hold it.
        </Text>
        <AdminComponents
          components={admin.components}
          busy={admin.saving}
          onChange={(componentId, change) =>
            void dispatch(updateComponent({ componentId, change }))
          }
        />
      </Section>
      <Section title="Users and subscriptions" error={admin.usersError}>
        <AdminUsers
          users={admin.users}
          more={admin.moreUsers}
          components={admin.components}
          busy={admin.saving}
          onSearch={(email) => void dispatch(fetchAdminUsers(email))}
          onSetHeld={(userId, componentId, held) =>
            void dispatch(setUserSubscription({ userId, componentId, held }))
          }
        />
      </Section>
      <Section title="Data imports" error={admin.importsError}>
        <AdminImports imports={admin.imports} />
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
