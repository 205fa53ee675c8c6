import { Box, Button, Card, SimpleGrid, Text } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useState } from "react";
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

/**
 * The spec's seven summary cards (section 2) and issue 30's two, from one call. On a phone they start folded behind
 * one button (issue 47 item 10): nine cards would push the work below the fold; from sm up they are always shown.
 */
export function SummaryCards() {
  const summary = useAdminSummary();
  const canMessage = useCan("messages");
  const [open, setOpen] = useState(false);
  const value = (c: (typeof CARDS)[number]) => {
    if (!summary.data) return summary.isError ? "—" : "…";
    const v = summary.data[c.key];
    return c.money ? formatRupees(String(v)) : Number(v).toLocaleString("en-IN");
  };
  return (
    <div>
      <Button
        hiddenFrom="sm"
        variant="default"
        size="xs"
        fullWidth
        justify="space-between"
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        aria-expanded={open}
        aria-controls="desk-summary"
        onClick={() => setOpen((o) => !o)}
        mb={open ? "xs" : 0}
      >
        {open ? "Hide summary" : "Show summary"}
        {summary.data ? ` · ${summary.data.pendingReview} waiting, ${summary.data.pendingPayouts} to pay` : ""}
      </Button>
      <Box id="desk-summary" visibleFrom={open ? undefined : "sm"}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5, xl: 9 }} spacing="xs">
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
      </Box>
    </div>
  );
}
