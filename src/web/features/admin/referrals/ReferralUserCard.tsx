import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { AdminReferralRecord } from "../../../../contract/referrals.ts";
import { CopyIconButton } from "../../../ui/CopyIconButton.tsx";
import { createdDate } from "../../../ui/format.ts";
import { personName } from "../../referrals/names.ts";
import { SellerAccountMenu } from "../accounts/SellerAccountMenu.tsx";

/** One user's referral record: who they are, their code, who referred them, whom they referred. */
export function ReferralUserCard({ record }: { record: AdminReferralRecord }) {
  const { user, referralCode, referralCount, referredBy, referredByCode, referrals } = record;
  const active = Boolean(referralCode) && referralCount > 0;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="referral-user-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {personName(user)}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {user.email}
            </Text>
            <Text size="xs" c="dimmed">
              Joined {createdDate(user.createdAt)}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Badge color={active ? "teal" : "gray"} variant="light">
              {active ? "Active" : "Inactive"}
            </Badge>
            <SellerAccountMenu seller={{ id: user.id, email: user.email, name: personName(user) }} />
          </Group>
        </Group>
        <Group gap={4}>
          <Text size="sm">Code:</Text>
          {referralCode ? (
            <>
              <Text size="sm" ff="monospace">
                {referralCode}
              </Text>
              <CopyIconButton text={referralCode} label="Referral code" size="sm" />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Not Generated
            </Text>
          )}
        </Group>
        <Text size="sm">
          Referred by:{" "}
          {referredByCode || referredBy ? (
            <>
              <Text span ff="monospace">
                {referredByCode ?? referredBy?.referralCode}
              </Text>
              {referredBy && ` (${personName(referredBy)})`}
            </>
          ) : (
            <Text span c="dimmed">
              nobody
            </Text>
          )}
        </Text>
        <Text size="sm" fw={500}>
          Referred {referralCount} {referralCount === 1 ? "user" : "users"}
        </Text>
        {referrals.length > 0 && (
          <Group gap={4}>
            {referrals.map((r) => (
              <Badge key={r.id} variant="outline" color="gray" tt="none">
                {personName(r)}
              </Badge>
            ))}
            {referralCount > referrals.length && (
              <Text size="xs" c="dimmed">
                and {referralCount - referrals.length} more
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
