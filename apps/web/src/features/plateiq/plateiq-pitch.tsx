import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBallBaseball } from '@tabler/icons-react'
import { Link } from 'react-router'

/** What a signed-in user without PlateIQ sees: what it gives, and where to get it. */
export function PlateIqPitch() {
  return (
    <Paper withBorder radius="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md" maw={560} mx="auto" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBallBaseball size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
          Pick hitters against the arm they face
        </Title>
        <Text c="dimmed">
          PlateIQ turns every pitch of the season into the numbers that pick MLB lineups:
        </Text>
        <List ta="left" spacing={4}>
          <List.Item>
            xwOBA, barrel % and hard-hit % for every batter on the slate, split by pitcher hand
          </List.Item>
          <List.Item>
            each starter's pitch mix with velocity and whiff %, K-BB %, xFIP and SIERA
          </List.Item>
          <List.Item>
            team batting against lefties and righties, and bullpen workload over the last 3 days
          </List.Item>
          <List.Item>projected and confirmed batting orders for every game</List.Item>
        </List>
        <Button component={Link} to="/marketplace">
          Get PlateIQ in the marketplace
        </Button>
      </Stack>
    </Paper>
  )
}
