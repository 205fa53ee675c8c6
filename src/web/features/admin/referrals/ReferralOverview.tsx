import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CommunityMetrics } from "../../../../contract/analytics.ts";

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}

/** Top 6 referrers, top 5 codes and the marketing-channel breakdown (spec section 2, tab 6). */
export function ReferralOverview({ metrics }: { metrics: CommunityMetrics }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <Panel title="Top Referrers">
        {metrics.topReferrers.map((r, i) => (
          <Group key={r.user.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate>
              {i + 1}. {r.user.firstName || r.user.email}
            </Text>
            <Badge variant="light">{r.referralCount}</Badge>
          </Group>
        ))}
      </Panel>
      <Panel title="Most Active Codes">
        {metrics.topReferralSources.map((s) => (
          <Group key={s.referralCode} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" ff="monospace" truncate>
              {s.referralCode}
            </Text>
            <Badge variant="light">{s.userCount} users</Badge>
          </Group>
        ))}
      </Panel>
      <Panel title="Marketing Channels">
        {metrics.channels.map((c) => (
          <Group key={c.channel} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{c.channel}</Text>
            <Badge variant="light" color="grape">
              {c.userCount}
            </Badge>
          </Group>
        ))}
      </Panel>
    </SimpleGrid>
  );
}
