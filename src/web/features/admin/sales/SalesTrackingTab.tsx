import { Badge, Center, Group, Loader, SegmentedControl, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { useAdminSales, useDelistCount } from "../../sales/api.ts";
import { useCan } from "../shared/permissions.ts";
import { DelistTasks } from "./DelistTasks.tsx";
import { SaleActions } from "./SaleActions.tsx";
import { SaleCard } from "./SaleCard.tsx";
import { SalesExport } from "./SalesExport.tsx";

/** Sales Tracking (spec section 2, tab 4): every sale, filtered and paged in the database. */
export default function SalesTrackingTab() {
  const canExport = useCan("exports");
  const [status, setStatus] = useState<"all" | "pending" | "paid">("all");
  const [search, setSearch] = useState("");
  const [openDelist, setOpenDelist] = useState(false);
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useAdminSales({
    status: status === "all" ? null : status,
    q: q || null,
    openDelist: openDelist ? "true" : null,
  });
  const delist = useDelistCount();
  const openTasks = delist.data?.open ?? 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={status}
            onChange={(v) => setStatus(v as typeof status)}
            data={[
              { value: "all", label: "All" },
              { value: "pending", label: "Pending" },
              { value: "paid", label: "Paid" },
            ]}
            aria-label="Payout status"
          />
          <TextInput
            size="xs"
            placeholder="Search title or seller"
            aria-label="Search sales"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Switch
            size="xs"
            checked={openDelist}
            onChange={(e) => setOpenDelist(e.currentTarget.checked)}
            label={
              <Group gap={4} wrap="nowrap">
                Ads to remove
                <Badge size="sm" color={openTasks ? "red" : "gray"} data-testid="delist-count">
                  {openTasks}
                </Badge>
              </Group>
            }
          />
        </Group>
        {canExport ? <SalesExport /> : null}
      </Group>
      {list.total !== null && (
        <Text size="xs" c="dimmed">
          {list.total} {list.total === 1 ? "sale" : "sales"}
        </Text>
      )}
      {list.isLoading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : list.isError ? (
        <Text c="red">{errorText(list.error, "Failed to load sales")}</Text>
      ) : list.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No sales recorded yet
        </Text>
      ) : (
        <InfiniteScrollArea
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          label="Sales"
        >
          <Stack gap="xs">
            {list.items.map((sale) => (
              <SaleCard key={sale.id} sale={sale}>
                <DelistTasks sale={sale} />
                <SaleActions sale={sale} variant="tracking" />
              </SaleCard>
            ))}
          </Stack>
        </InfiniteScrollArea>
      )}
    </Stack>
  );
}
