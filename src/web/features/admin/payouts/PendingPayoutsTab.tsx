import { Alert, Center, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { payoutOf, sumMoney } from "../../../../contract/sales.ts";
import { errorText } from "../../../lib/api.ts";
import { formatRupees } from "../../../ui/format.ts";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { usePendingPayouts } from "../../sales/api.ts";
import { SaleActions } from "../sales/SaleActions.tsx";
import { SaleCard } from "../sales/SaleCard.tsx";

/** Pending Payouts (spec section 2, tab 5): the payout queue, oldest sale first, with each seller's details. */
export default function PendingPayoutsTab() {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = usePendingPayouts(q || null);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          size="xs"
          placeholder="Search title or seller"
          aria-label="Search pending payouts"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {list.total !== null && (
          <Text size="xs" c="dimmed">
            {list.total} pending · {formatRupees(sumMoney(list.items.map(payoutOf)))} on this page
          </Text>
        )}
      </Group>
      {list.isLoading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : list.isError ? (
        <Text c="red">{errorText(list.error, "Failed to load pending payouts")}</Text>
      ) : list.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No pending payouts
        </Text>
      ) : (
        <InfiniteScrollArea
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          label="Pending payouts"
        >
          <Stack gap="xs">
            {list.items.map((sale) => (
              <SaleCard key={sale.id} sale={sale}>
                {sale.sellerDeleted ? (
                  <Alert color="gray" variant="light" py={6}>
                    The seller deleted their account: this payout can no longer be sent
                  </Alert>
                ) : sale.user.upiId || sale.user.paypalEmail ? (
                  <Group gap="md" wrap="wrap">
                    <Text size="sm">UPI ID: {sale.user.upiId ?? "—"}</Text>
                    <Text size="sm">PayPal: {sale.user.paypalEmail ?? "—"}</Text>
                  </Group>
                ) : (
                  <Alert color="orange" variant="light" py={6}>
                    No payment details provided by user
                  </Alert>
                )}
                <SaleActions sale={sale} variant="payouts" />
              </SaleCard>
            ))}
          </Stack>
        </InfiniteScrollArea>
      )}
    </Stack>
  );
}
