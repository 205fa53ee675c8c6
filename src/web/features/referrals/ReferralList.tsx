import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReferralUser } from "../../../contract/referrals.ts";
import { sellerDate } from "../../ui/format.ts";
import { personName } from "./names.ts";

/** The people who joined with the seller's code, newest first; 'No referrals yet' when there are none. */
export function ReferralList({ referrals, total }: { referrals: ReferralUser[]; total: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t("referrals.list", { count: total })}</Text>
        {referrals.length === 0 ? (
          <Text c="dimmed">{t("referrals.none")}</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
            aria-label={t("referrals.listLabel")}
          >
            {referrals.map((r) => (
              <Group key={r.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500}>{personName(r)}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {r.email}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge color="teal" variant="light">
                    {t("referrals.joined")}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {sellerDate(r.createdAt)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {total > referrals.length && (
          <Text size="sm" c="dimmed">
            {t("referrals.showing", { shown: referrals.length, total })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
