import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconGift } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/api.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { useGenerateReferralCode, useReferralStats } from "./api.ts";
import { HowItWorks } from "./HowItWorks.tsx";
import { personName } from "./names.ts";
import { ReferralList } from "./ReferralList.tsx";
import { ShareCard } from "./ShareCard.tsx";

function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Card>
  );
}

/** The seller's Referrals page (spec section 2): their code, share link, whom they referred, and how it works. */
export default function ReferralsPage() {
  const { t } = useTranslation();
  const stats = useReferralStats();
  const generate = useGenerateReferralCode();
  const data = stats.data;

  return (
    <Container size="lg" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <Group gap="sm">
          <IconGift size={28} aria-hidden />
          <Title order={2}>{t("referrals.title")}</Title>
        </Group>
        {stats.isLoading ? (
          <PageLoader inline label={t("referrals.loading")} />
        ) : stats.isError || !data ? (
          <Alert color="red" title={t("referrals.loadFailed")}>
            {errorText(stats.error, t("common.pleaseTryAgain"))}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <StatCard label={t("referrals.total")} value={String(data.referralCount)} testId="referral-count" />
              <StatCard
                label={t("referrals.code")}
                value={data.referralCode ?? t("referrals.notGenerated")}
                testId="referral-code"
              />
              <StatCard
                label={t("referrals.referredBy")}
                value={data.referredBy ? personName(data.referredBy) : t("referrals.noOne")}
                testId="referred-by"
              />
            </SimpleGrid>
            {data.referralCode ? (
              <ShareCard code={data.referralCode} />
            ) : (
              <Card withBorder radius="md">
                <Stack align="flex-start">
                  <Text>{t("referrals.createHint")}</Text>
                  <Button onClick={() => generate.mutate()} loading={generate.isPending}>
                    {t("referrals.generate")}
                  </Button>
                </Stack>
              </Card>
            )}
            <ReferralList referrals={data.referrals} total={data.referralCount} />
            <HowItWorks />
          </>
        )}
      </Stack>
    </Container>
  );
}
