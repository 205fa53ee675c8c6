import { Card, SimpleGrid, Text } from "@mantine/core";

/** A row of figure cards shared by the Referral System and Community Growth tabs. */
export function StatCards({ items }: { items: Array<{ label: string; value: string; hint?: string }> }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {items.map((item) => (
        <Card key={item.label} withBorder radius="md" padding="sm" aria-label={item.label}>
          <Text size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} size="xl" data-testid={`stat-${item.label.toLowerCase().replace(/\s+/g, "-")}`}>
            {item.value}
          </Text>
          {item.hint && (
            <Text size="xs" c="dimmed">
              {item.hint}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
