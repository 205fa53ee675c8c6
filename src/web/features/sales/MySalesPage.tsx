import { Anchor, Button, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { payoutOf, sumMoney } from "../../../contract/sales.ts";
import { errorText } from "../../lib/api.ts";
import { formatRupees } from "../../ui/format.ts";
import { mainContent } from "../../ui/SkipLink.tsx";
import { useAuth } from "../auth/useAuth.ts";
import { useMySales, usePayoutInfo } from "./api.ts";
import { PayoutInfoForm } from "./PayoutInfoForm.tsx";
import { SalesHistory } from "./SalesHistory.tsx";

function StatCard({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group justify="space-between" align="center" gap="xs">
        <Text fw={700} size="xl" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
          {value}
        </Text>
        {children}
      </Group>
    </Card>
  );
}

function LoginRequired() {
  return (
    <Center component="main" {...mainContent} mih="50vh" p="md">
      <Card withBorder padding="xl" radius="md" maw={420} ta="center">
        <IconLock size={32} style={{ margin: "0 auto" }} />
        <Title order={2} size="h3" my="xs">
          Login Required
        </Title>
        <Text c="dimmed" mb="md">
          Please log in to see your sales and payouts.
        </Text>
        <Button component="a" href="/?mode=login">
          Log in
        </Button>
      </Card>
    </Center>
  );
}

/** My Sales (spec section 2): totals, payout info, and the seller's sales history. */
export default function MySalesPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const sales = useMySales(isAuthenticated);
  const info = usePayoutInfo(isAuthenticated);
  const [editing, setEditing] = useState(false);
  if (isLoading) return null;
  if (!isAuthenticated) return <LoginRequired />;

  const list = sales.data ?? [];
  const pending = list.filter((s) => s.payoutStatus === "pending");
  const paid = list.filter((s) => s.payoutStatus === "paid");
  const hasMethod = Boolean(info.data?.upiId || info.data?.paypalEmail);
  const showForm = editing || (info.isSuccess && !hasMethod);

  return (
    <Container size="lg" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Title order={2}>My Sales</Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <StatCard label="Total Sales" value={String(list.length)} />
          <StatCard label="Total Earnings" value={formatRupees(sumMoney(paid.map(payoutOf)))} />
          <StatCard label="Pending Payouts" value={formatRupees(sumMoney(pending.map(payoutOf)))} />
          <StatCard label="Payout Info" value={hasMethod ? "Set" : "Not set"}>
            <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
              {hasMethod ? "Update" : "Setup"}
            </Button>
          </StatCard>
        </SimpleGrid>
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h4" mb="xs">
            Current Payout Information
          </Title>
          {info.isLoading ? (
            <Loader size="sm" />
          ) : (
            <Stack gap={2}>
              <Text size="sm">UPI ID: {info.data?.upiId || "Not provided"}</Text>
              <Text size="sm">PayPal email: {info.data?.paypalEmail || "Not provided"}</Text>
            </Stack>
          )}
        </Card>
        {showForm && <PayoutInfoForm current={info.data} onDone={() => setEditing(false)} />}
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            Sales History
          </Title>
          {list.length > 0 && (
            <Anchor href="/api/user/sales/statement" download size="sm">
              Download statement (CSV)
            </Anchor>
          )}
        </Group>
        {sales.isLoading ? (
          <Loader size="sm" />
        ) : sales.isError ? (
          <Text c="red">{errorText(sales.error, "Failed to load your sales")}</Text>
        ) : (
          <SalesHistory sales={list} />
        )}
      </Stack>
    </Container>
  );
}
