import { Anchor, Button, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { payoutOf, sumMoney } from "../../../contract/sales.ts";
import { errorText } from "../../lib/api.ts";
import { formatRupees } from "../../ui/format.ts";
import { mainContent } from "../../ui/SkipLink.tsx";
import { StatCard } from "../../ui/StatCard.tsx";
import { useAuth } from "../auth/useAuth.ts";
import { useMySales, usePayoutInfo } from "./api.ts";
import { PayoutInfoForm } from "./PayoutInfoForm.tsx";
import { SalesHistory } from "./SalesHistory.tsx";

function LoginRequired() {
  const { t } = useTranslation();
  return (
    <Center component="main" {...mainContent} mih="50vh" p="md">
      <Card withBorder padding="xl" radius="md" maw={420} ta="center">
        <IconLock size={32} style={{ margin: "0 auto" }} />
        <Title order={2} size="h3" my="xs">
          {t("sales.loginRequired")}
        </Title>
        <Text c="dimmed" mb="md">
          {t("sales.loginRequiredText")}
        </Text>
        <Button component="a" href="/?mode=login">
          {t("common.logIn")}
        </Button>
      </Card>
    </Center>
  );
}

/** My Sales (spec section 2): totals, payout info, and the seller's sales history. */
export default function MySalesPage() {
  const { t } = useTranslation();
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
        <Title order={2}>{t("sales.title")}</Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <StatCard id="total-sales" label={t("sales.totalSales")} value={String(list.length)} />
          <StatCard
            id="total-earnings"
            label={t("sales.totalEarnings")}
            value={formatRupees(sumMoney(paid.map(payoutOf)))}
          />
          <StatCard
            id="pending-payouts"
            label={t("sales.pendingPayouts")}
            value={formatRupees(sumMoney(pending.map(payoutOf)))}
          />
          <StatCard
            id="payout-info"
            label={t("sales.payoutInfo")}
            value={hasMethod ? t("sales.set") : t("sales.notSet")}
          >
            <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
              {hasMethod ? t("sales.update") : t("sales.setup")}
            </Button>
          </StatCard>
        </SimpleGrid>
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h4" mb="xs">
            {t("sales.currentInfo")}
          </Title>
          {info.isLoading ? (
            <Loader size="sm" />
          ) : (
            <Stack gap={2}>
              <Text size="sm">{t("sales.upiLine", { value: info.data?.upiId || t("common.notProvided") })}</Text>
              <Text size="sm">
                {t("sales.paypalLine", { value: info.data?.paypalEmail || t("common.notProvided") })}
              </Text>
            </Stack>
          )}
        </Card>
        {showForm && <PayoutInfoForm current={info.data} onDone={() => setEditing(false)} />}
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            {t("sales.history")}
          </Title>
          {list.length > 0 && (
            <Anchor href="/api/user/sales/statement" download size="sm">
              {t("sales.statement")}
            </Anchor>
          )}
        </Group>
        {sales.isLoading ? (
          <Loader size="sm" />
        ) : sales.isError ? (
          <Text c="red">{errorText(sales.error, t("sales.loadFailed"))}</Text>
        ) : (
          <SalesHistory sales={list} payoutTo={info.data?.upiId ? "upi" : info.data?.paypalEmail ? "paypal" : null} />
        )}
      </Stack>
    </Container>
  );
}
