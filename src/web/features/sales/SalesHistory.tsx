import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MARKETPLACE_LABELS, WITHDRAWN_SOLD_BADGE } from "../../../contract/enums.ts";
import { PAYOUT_METHOD_LABELS, payoutOf, SALE_MARKETPLACE_LABELS, type SellerSale } from "../../../contract/sales.ts";
import i18n from "../../i18n/index.ts";
import { formatRupees, sellerDate } from "../../ui/format.ts";
import { WholePhoto } from "../../ui/WholePhoto.tsx";

/** Where a payout goes: the seller's UPI ID first (what India uses), else PayPal; null when neither is saved. */
export type PayoutTo = "upi" | "paypal" | null;

function statusText(sale: SellerSale, payoutTo: PayoutTo) {
  // The spec's reminder only while there is nowhere to send the money (issue 47 item 12).
  if (sale.payoutStatus === "pending")
    return payoutTo
      ? i18n.t("sales.pendingTo", { method: i18n.t(payoutTo === "upi" ? "sales.upiId" : "sales.paypalEmail") })
      : i18n.t("sales.pendingText");
  const via = sale.payoutMethod ? i18n.t("sales.via", { method: PAYOUT_METHOD_LABELS[sale.payoutMethod] }) : "";
  const ref = sale.payoutReference ? i18n.t("sales.reference", { reference: sale.payoutReference }) : "";
  return `${i18n.t("sales.paidOn", { date: sale.payoutDate ? sellerDate(sale.payoutDate) : "—" })}${via}${ref}`;
}

/** Why a sold item's waiting postings left the queue: they read "Withdrawn - sold" (docs/decisions/123). */
function WithdrawnPostings({ sale }: { sale: SellerSale }) {
  const { t } = useTranslation();
  if (sale.withdrawnPostings.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="withdrawn-postings">
      <Text size="xs" c="dimmed">
        {t("sales.withdrawn")}
      </Text>
      {sale.withdrawnPostings.map((m) => (
        <Badge
          key={m}
          size="sm"
          variant="light"
          color={WITHDRAWN_SOLD_BADGE.color}
          aria-label={`${MARKETPLACE_LABELS[m]}: ${t("listings.badgeWithdrawn")}`}
        >
          {MARKETPLACE_LABELS[m]}
        </Badge>
      ))}
    </Group>
  );
}

/** Where the sold item's live ads were taken down (its delist tasks ticked; issue 40 item 4). */
function TakenDown({ sale }: { sale: SellerSale }) {
  const { t } = useTranslation();
  if (sale.takenDown.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="taken-down">
      {t("sales.takenDown", { marketplaces: sale.takenDown.map((m) => MARKETPLACE_LABELS[m]).join(", ") })}
    </Text>
  );
}

/** The seller's Sales History (spec section 2, My Sales): amounts, marketplace, dates dd/MM/yyyy, status. */
export function SalesHistory({ sales, payoutTo }: { sales: SellerSale[]; payoutTo: PayoutTo }) {
  const { t } = useTranslation();
  if (sales.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t("sales.empty")}
      </Text>
    );
  return (
    <Stack gap="xs">
      {sales.map((sale) => (
        <Card key={sale.id} withBorder padding="sm" radius="md" data-testid="my-sale">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {sale.listing.imageUrl && (
              <WholePhoto src={sale.listing.imageUrl} alt="" w={56} h={56} radius="sm" style={{ flexShrink: 0 }} />
            )}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{sale.listing.title}</Text>
                {sale.payoutStatus === "paid" ? (
                  <Badge color="green">{t("sales.paid")}</Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    {t("sales.pending")}
                  </Badge>
                )}
              </Group>
              <Group gap="md" wrap="wrap">
                <Text size="sm">{t("sales.listed", { amount: formatRupees(sale.listing.price) })}</Text>
                <Text size="sm">{t("sales.sold", { amount: formatRupees(sale.saleAmount) })}</Text>
                <Text size="sm">{t("sales.payout", { amount: formatRupees(payoutOf(sale)) })}</Text>
                <Text size="sm">
                  {t("sales.marketplace", {
                    name: sale.marketplace === "other" ? t("sales.other") : SALE_MARKETPLACE_LABELS[sale.marketplace],
                  })}
                </Text>
                <Text size="sm">{t("sales.soldOn", { date: sellerDate(sale.saleDate) })}</Text>
              </Group>
              <Text size="sm" c={sale.payoutStatus === "paid" ? "green.8" : "orange.8"}>
                {statusText(sale, payoutTo)}
              </Text>
              <WithdrawnPostings sale={sale} />
              <TakenDown sale={sale} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
