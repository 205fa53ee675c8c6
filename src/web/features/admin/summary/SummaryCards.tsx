import { Button, Card, SimpleGrid, Text } from "@mantine/core";
import type { AdminSummary } from "../../../../contract/admin-summary.ts";
import { formatRupees } from "../../../ui/format.ts";
import { openSendMessageDialog } from "../messaging/openSendMessageDialog.ts";
import { useAdminSummary } from "../shared/api.ts";
import { useCan } from "../shared/permissions.ts";

const CARDS: Array<{ key: keyof AdminSummary; label: string; money?: boolean }> = [
  { key: "totalListings", label: "Total Listings" },
  { key: "pendingReview", label: "Pending Review" },
  { key: "totalSales", label: "Total Sales" },
  { key: "salesValue", label: "Sales Value", money: true },
  { key: "pendingPayouts", label: "Pending Payouts" },
  { key: "totalUsers", label: "Total Users" },
  { key: "messages", label: "Messages" },
  { key: "renewalsDue", label: "Renewals Due" },
  { key: "updateTasksOpen", label: "Open Updates" },
];

/** The spec's seven summary cards (section 2) and issue 30's two, from one call; they wrap on a phone. */
export function SummaryCards() {
  const summary = useAdminSummary();
  const canMessage = useCan("messages");
  const value = (c: (typeof CARDS)[number]) => {
    if (!summary.data) return summary.isError ? "—" : "…";
    const v = summary.data[c.key];
    return c.money ? formatRupees(String(v)) : Number(v).toLocaleString("en-IN");
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5, lg: 9 }} spacing="xs">
      {CARDS.map((c) => (
        <Card key={c.key} withBorder padding="sm" aria-label={c.label} data-testid={`summary-${c.key}`}>
          <Text size="xs" c="dimmed">
            {c.label}
          </Text>
          <Text fw={700} size="xl" data-testid="summary-value">
            {value(c)}
          </Text>
          {c.key === "messages" && canMessage ? (
            <Button size="compact-xs" mt={4} variant="light" onClick={() => openSendMessageDialog()}>
              Send Message
            </Button>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
