import type { Role } from '@slatelab/domain/entities/user'

type DemoAccount = {
  readonly email: string
  readonly displayName: string
  readonly role: Role
  /** Subscribed to every marketplace component. */
  readonly subscribesToAll: boolean
  readonly description: string
}

/** The three demo accounts `npm start` prints; the password is public by design (demo only). */
export const demoUsers = {
  password: 'slatelab-demo',
  accounts: [
    {
      email: 'free@slatelab.test',
      displayName: 'Free Player',
      role: 'user',
      subscribesToAll: false,
      description: 'free account, no subscriptions',
    },
    {
      email: 'subscriber@slatelab.test',
      displayName: 'Subscriber',
      role: 'user',
      subscribesToAll: true,
      description: 'subscribed to every product',
    },
    {
      email: 'admin@slatelab.test',
      displayName: 'Admin',
      role: 'admin',
      subscribesToAll: true,
      description: 'admin: publishes system projections, imports data',
    },
  ] satisfies readonly DemoAccount[],
} as const
