import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { accountPath, adminPath, authUrl, signInPath } from '../shared/session/auth-paths'
import { useSignOutMutation } from '../shared/session/session-api'
import { selectUser, selectUserLabel } from '../shared/session/session-slice'

/** Two letters for the avatar: "Sam Lee" → "SL", "sam@x.test" → "SA". */
const initials = (label: string): string => {
  const words = label.split(/[\s@._-]+/).filter((word) => word !== '')
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : label.slice(0, 2)
  return letters.toUpperCase()
}

/** The signed-in person with a sign-out action, or a link to sign in. */
export function AccountMenu() {
  const [signOut] = useSignOutMutation()
  const { pathname, search } = useLocation()
  const user = useSelector(selectUser)
  const label = useSelector(selectUserLabel)

  if (user === null || label === undefined) {
    return (
      <Button component={Link} to={authUrl(signInPath, `${pathname}${search}`)} size="sm">
        Sign in
      </Button>
    )
  }

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account: ${label}`}>
          <Group gap={6} wrap="nowrap">
            <Avatar size={34} radius="xl" color="initials" name={label}>
              {initials(label)}
            </Avatar>
            <Text size="sm" fw={600} maw={160} truncate="end" visibleFrom="sm">
              {label}
            </Text>
            <IconChevronDown size={14} stroke={1.75} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          Signed in as {user.email}
          {user.role === 'admin' ? ' (admin)' : ''}
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={accountPath}
          leftSection={<IconUserCircle size={16} stroke={1.75} />}
        >
          Account
        </Menu.Item>
        {user.role === 'admin' ? (
          <Menu.Item
            component={Link}
            to={adminPath}
            leftSection={<IconShieldLock size={16} stroke={1.75} />}
          >
            Admin
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} stroke={1.75} />}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
