import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconGift } from "@tabler/icons-react";
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
  const stats = useReferralStats();
  const generate = useGenerateReferralCode();
  const data = stats.data;

  return (
    <Container size="lg" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <Group gap="sm">
          <IconGift size={28} aria-hidden />
          <Title order={2}>Referrals</Title>
        </Group>
        {stats.isLoading ? (
          <PageLoader inline label="Loading your referrals..." />
        ) : stats.isError || !data ? (
          <Alert color="red" title="Could not load your referrals">
            {errorText(stats.error, "Please try again.")}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <StatCard label="Total Referrals" value={String(data.referralCount)} testId="referral-count" />
              <StatCard
                label="Your Referral Code"
                value={data.referralCode ?? "Not Generated"}
                testId="referral-code"
              />
              <StatCard
                label="Referred By"
                value={data.referredBy ? personName(data.referredBy) : "No one yet"}
                testId="referred-by"
              />
            </SimpleGrid>
            {data.referralCode ? (
              <ShareCard code={data.referralCode} />
            ) : (
              <Card withBorder radius="md">
                <Stack align="flex-start">
                  <Text>Create your code to invite friends. Everyone who joins with it is listed below.</Text>
                  <Button onClick={() => generate.mutate()} loading={generate.isPending}>
                    Generate Referral Code
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
