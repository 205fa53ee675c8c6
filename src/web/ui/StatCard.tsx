import { Card, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One figure with its name, as the seller's pages show totals (My Sales, How my listings are doing). `id` names the
 * figure for tests (stat-total-sales...), whatever the language; `children` sits beside the figure (a button), `hint`
 * under it.
 */
export function StatCard({
  id,
  label,
  value,
  hint,
  children,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group justify="space-between" align="center" gap="xs">
        <Text fw={700} size="xl" data-testid={`stat-${id}`}>
          {value}
        </Text>
        {children}
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
