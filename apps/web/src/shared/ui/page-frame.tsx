import { Container, EmptyState, Paper, Stack, Text, Title } from '@mantine/core'
import { pageTitles, type PagePath } from '@slatelab/domain/pages'
import type { ReactNode } from 'react'

/** What a tool shows before it has anything to show. */
export type PageEmptyState = {
  /** Reads "… will appear here once …". */
  readonly title: string
  /** The step that gets the data on screen. */
  readonly description: string
  readonly icon: ReactNode
}

type PageFrameProps = (
  | { readonly path: PagePath }
  /** A page outside SPEC §2's routes (/account, /admin) names its own title. */
  | { readonly title: string }
) & {
  /** One or two sentences on what the tool shows, in a DFS player's words. */
  readonly description: string
  readonly empty: PageEmptyState
  /** The tool itself; the empty state shows while there is none. */
  readonly children?: ReactNode
}

/**
 * The frame every tool page shares: its title as the page's `h1` (and the tab title), a short
 * description and the tool's content or its empty state.
 */
export function PageFrame(props: PageFrameProps) {
  const { description, empty, children } = props
  const title = 'path' in props ? pageTitles[props.path] : props.title
  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
      <title>{`${title} · Slatelab`}</title>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={760}>
            {description}
          </Text>
        </Stack>
        {children ?? <PageEmptyPanel {...empty} />}
      </Stack>
    </Container>
  )
}

/** A page's empty state as a panel, for pages that show it below controls of their own. */
export function PageEmptyPanel({ title, description, icon }: PageEmptyState) {
  return (
    <Paper withBorder radius="lg" px="md" py={{ base: 40, sm: 64 }}>
      <EmptyState variant="light" size="lg" icon={icon}>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description maw={520}>{description}</EmptyState.Description>
      </EmptyState>
    </Paper>
  )
}
