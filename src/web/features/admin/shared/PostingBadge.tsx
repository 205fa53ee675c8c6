import { ActionIcon, Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import {
  MARKETPLACE_LABELS,
  type Marketplace,
  type PostingState,
  TAKEN_DOWN_BADGE,
  WITHDRAWN_SOLD_BADGE,
} from "../../../../contract/enums.ts";
import { claimText, useOthersClaim } from "./claims.ts";

/** Admin labels of the posting states (spec section 4): pending_human reads Manual Review here. */
export const ADMIN_STATUS_LABELS: Record<PostingState, { label: string; color: string }> = {
  pending: { label: "Pending", color: "yellow" },
  pending_human: { label: "Manual Review", color: "blue" },
  posted: { label: "Posted", color: "green" },
  failed: { label: "Failed", color: "red" },
  withdrawn_sold: WITHDRAWN_SOLD_BADGE,
  taken_down: TAKEN_DOWN_BADGE,
};

export function PostingBadge(props: {
  marketplace: Marketplace;
  status: PostingState | null;
  url: string | null;
  reason: string | null;
}) {
  const name = MARKETPLACE_LABELS[props.marketplace];
  const look = props.status ? ADMIN_STATUS_LABELS[props.status] : { label: "Not queued", color: "gray" };
  const badge = (
    <Badge color={look.color} variant="light" aria-label={`${name}: ${look.label}`}>
      {look.label}
    </Badge>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {props.status === "failed" && props.reason ? (
        <Tooltip label={props.reason} multiline w={240} withArrow>
          {badge}
        </Tooltip>
      ) : (
        badge
      )}
      {props.url ? (
        <ActionIcon
          component="a"
          href={props.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="sm"
          aria-label={`Open on ${name}`}
        >
          <IconExternalLink size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

/** "Asha is posting this (12 min left)" under a marketplace another admin has claimed (issue 29 item 1). */
export function PostingClaimNote(props: { listingId: string; marketplace: Marketplace }) {
  const claim = useOthersClaim(props.listingId, props.marketplace);
  if (!claim) return null;
  return (
    <Text size="xs" c="orange.9" fw={500} w="100%" data-testid="posting-claim">
      {claimText(claim)}
    </Text>
  );
}
