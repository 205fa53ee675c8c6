import { Alert, Card, Center, Loader, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { useAdminReferrals, useCommunityMetrics } from "../../referrals/admin-api.ts";
import { StatCards } from "../growth/StatCards.tsx";
import { ReferralOverview } from "./ReferralOverview.tsx";
import { ReferralUserCard } from "./ReferralUserCard.tsx";

/** Admin tab 6 (spec section 2): referral figures over all time, then one card per user. */
export default function ReferralSystemTab() {
  const metrics = useCommunityMetrics("all");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const records = useAdminReferrals(q);

  if (metrics.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (metrics.isError || !metrics.data) {
    return <Alert color="red">{errorText(metrics.error, "Could not load referral data")}</Alert>;
  }
  const m = metrics.data;
  return (
    <Stack gap="md">
      <StatCards
        items={[
          { label: "Total Referrals", value: String(m.totalReferrals) },
          { label: "Active Referrers", value: String(m.activeReferrers) },
          { label: "Referred Users", value: String(m.referredUsers) },
          { label: "Conversion Rate", value: `${Math.round(m.conversionRate)}%` },
        ]}
      />
      {m.totalReferrals === 0 && m.referredUsers === 0 ? (
        <Text c="dimmed">No referral data available</Text>
      ) : (
        <ReferralOverview metrics={m} />
      )}
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Users and their referrals
          </Title>
          <TextInput
            aria-label="Search users"
            placeholder="Search by name, email or code"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {records.isLoading ? (
            <Center py="md">
              <Loader size="sm" />
            </Center>
          ) : records.isError ? (
            <Alert color="red">{errorText(records.error, "Could not load users")}</Alert>
          ) : records.items.length === 0 ? (
            <Text c="dimmed">No referral data available</Text>
          ) : (
            <InfiniteScrollArea
              label="Referral records"
              hasNextPage={records.hasNextPage}
              isFetchingNextPage={records.isFetchingNextPage}
              fetchNextPage={records.fetchNextPage}
            >
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {records.items.map((r) => (
                  <ReferralUserCard key={r.user.id} record={r} />
                ))}
              </SimpleGrid>
            </InfiniteScrollArea>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
