import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { PAYOUT_METHOD_LABELS, SALE_MARKETPLACE_LABELS, type SaleDto } from "../../../../contract/sales.ts";
import { formatRupees, longDate } from "../../../ui/format.ts";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";

const who = (p: { firstName: string | null; email: string } | null) => (p ? (p.firstName ?? p.email) : "—");

export function PayoutBadge({ sale }: { sale: SaleDto }) {
  return sale.payoutStatus === "paid" ? (
    <Badge color="green">Paid</Badge>
  ) : (
    <Badge color="orange" variant="light">
      Pending Payout
    </Badge>
  );
}

/** One sale as Sales Tracking and Pending Payouts show it; `children` adds the tab's own rows and actions. */
export function SaleCard({ sale, children }: { sale: SaleDto; children?: ReactNode }) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid="sale-card" aria-label={`Sale of ${sale.listing.title}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {sale.listing.imageUrl && (
          <WholePhoto src={sale.listing.imageUrl} alt="" w={64} h={64} radius="sm" visibleFrom="xs" />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600} lineClamp={1}>
              {sale.listing.title}
            </Text>
            <PayoutBadge sale={sale} />
          </Group>
          {sale.sellerDeleted ? (
            // Kept for the accounts under an anonymous label (docs/decisions/129).
            <Group gap="xs" wrap="wrap">
              <Text size="sm">Seller: {sale.user.firstName}</Text>
              <Badge color="gray" variant="light" size="sm">
                Account deleted
              </Badge>
            </Group>
          ) : (
            <Text size="sm">
              Seller: {who(sale.user)}{" "}
              <Text span c="dimmed">
                ({sale.user.email})
              </Text>
            </Text>
          )}
          <Group gap="md" wrap="wrap">
            <Text size="sm">Sale date: {longDate(sale.saleDate)}</Text>
            <Text size="sm">Sale: {formatRupees(sale.saleAmount)}</Text>
            <Text size="sm">Payout: {formatRupees(sale.payoutAmount ?? sale.saleAmount)}</Text>
            <Text size="sm">Marketplace: {SALE_MARKETPLACE_LABELS[sale.marketplace]}</Text>
          </Group>
          {sale.payoutStatus === "paid" && (
            <Text size="sm" c="green.8">
              Paid on {sale.payoutDate ? longDate(sale.payoutDate) : "—"} via{" "}
              {sale.payoutMethod ? PAYOUT_METHOD_LABELS[sale.payoutMethod] : "—"}
              {sale.payoutReference ? ` · Ref ${sale.payoutReference}` : ""}
              {sale.payoutNotes ? ` · ${sale.payoutNotes}` : ""} · Paid by {who(sale.paidByAdmin)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Marked sold by {who(sale.markedSoldByAdmin)}
          </Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
