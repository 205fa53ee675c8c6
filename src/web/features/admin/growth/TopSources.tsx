import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { CommunityMetrics } from "../../../../contract/analytics.ts";
import { CopyIconButton } from "../../../ui/CopyIconButton.tsx";

export function TopSources({ sources }: { sources: CommunityMetrics["topReferralSources"] }) {
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        Top Referral Sources
      </Title>
      {sources.length === 0 ? (
        <Text c="dimmed">No referral sources yet</Text>
      ) : (
        <Stack
          gap={6}
          component="ol"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label="Top Referral Sources"
        >
          {sources.map((s, i) => (
            <Group key={s.referralCode} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Badge circle variant="filled">
                  {i + 1}
                </Badge>
                <Text ff="monospace" truncate>
                  {s.referralCode}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.percentage.toFixed(1)}%
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Badge variant="light">{s.userCount} users</Badge>
                <CopyIconButton text={s.referralCode} label="Referral code" size="sm" />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
