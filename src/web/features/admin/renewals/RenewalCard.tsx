import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconRefresh, IconRepeat } from "@tabler/icons-react";
import { AD_MANAGE_PAGES } from "../../../../contract/ad-address.ts";
import type { AdminRenewal } from "../../../../contract/admin-listings.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { assistantLaunchUrl } from "../../../../contract/posting-desk.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { createdDate } from "../../../ui/format.ts";
import { AdSummary } from "../shared/AdSummary.tsx";
import { AssistantLink } from "../shared/AssistantLink.tsx";
import { HistoryLink } from "../shared/HistoryLink.tsx";
import { useRenewalAction } from "./api.ts";
import { renewalDates } from "./dates.ts";

/**
 * One ad near or past its expiry (issue 30 item 2): when it went live, when it expires or expired, and the two ways
 * to deal with it - "Renewed" (done on the marketplace; restarts the clock) or "Expired, repost" (after a confirm,
 * the posting goes back to the posting queue).
 */
export function RenewalCard({ renewal }: { renewal: AdminRenewal }) {
  const renewed = useRenewalAction("renewed");
  const repost = useRenewalAction("repost");
  const l = renewal.listing;
  const name = MARKETPLACE_LABELS[renewal.marketplace];
  const ref = { listingId: renewal.listingId, marketplace: renewal.marketplace };
  const failed = (err: unknown) =>
    toast({ title: "Update failed", description: errorText(err, "Failed to update the ad"), variant: "destructive" });
  const onRenewed = () =>
    renewed.mutate(ref, { onSuccess: () => toast({ title: `Renewed on ${name}` }), onError: failed });
  const onRepost = () =>
    modals.openConfirmModal({
      title: `Repost on ${name}?`,
      children: (
        <Text size="sm">
          "{l.title}" goes back to the posting queue for {name}: its ad link and live dates are cleared.
        </Text>
      ),
      labels: { confirm: "Send to posting queue", cancel: "Cancel" },
      onConfirm: () =>
        repost.mutate(ref, { onSuccess: () => toast({ title: `Sent back to post on ${name}` }), onError: failed }),
    });
  const dates = renewalDates(renewal);
  return (
    <Card withBorder padding="sm" data-testid="renewal" aria-label={`${l.title} on ${name}`}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <AdSummary
          listing={l}
          marketplaceName={name}
          adUrl={renewal.url}
          badges={renewal.expired ? <Badge color="red">Expired</Badge> : <Badge color="orange">Renew soon</Badge>}
        />
        <Stack gap={2} style={{ flex: "1 1 200px" }} data-testid="renewal-dates">
          {dates.map((d) => (
            <Text key={d.label} size="sm" c={d.alert ? "red" : undefined}>
              {d.label} {createdDate(d.iso)}
            </Text>
          ))}
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" wrap="wrap">
        {renewal.url ? (
          <AssistantLink href={assistantLaunchUrl(AD_MANAGE_PAGES[renewal.marketplace], { kind: "renew", ...ref })}>
            Renew on {name}
          </AssistantLink>
        ) : null}
        <Button size="xs" leftSection={<IconRefresh size={14} />} loading={renewed.isPending} onClick={onRenewed}>
          Renewed
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconRepeat size={14} />}
          loading={repost.isPending}
          onClick={onRepost}
        >
          Expired, repost
        </Button>
        <HistoryLink listingId={l.id} />
      </Group>
    </Card>
  );
}
