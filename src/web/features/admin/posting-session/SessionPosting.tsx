import { Anchor, Badge, Button, Card, Group, Kbd, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { AD_URL_EXAMPLES } from "../../../../contract/ad-address.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { buildPostingKit, MARKETPLACE_LIMITS, type PostingKit } from "../../../../contract/marketplace-kit/kit.ts";
import { assistantLaunchUrl, minutesLeft } from "../../../../contract/posting-desk.ts";
import { formatRupees } from "../../../ui/format.ts";
import { type CopyableField, KitFields, KitPhotos } from "../posting-kit/KitParts.tsx";
import { useNow } from "../shared/claims.ts";
import { ownerName } from "../shared/ListingCard.tsx";
import type { ClaimedPosting } from "./api.ts";
import { SESSION_SHORTCUTS } from "./shortcuts.ts";
import type { SessionPhase } from "./useSession.ts";

const keyOf = (action: keyof typeof SESSION_SHORTCUTS) => ({ key: SESSION_SHORTCUTS[action].key });

/** The claimed posting: what to paste, the photos, where to post it, and the result's address. */
export function SessionPosting(props: {
  posting: ClaimedPosting;
  phase: SessionPhase;
  url: string;
  onUrl: (url: string) => void;
  urlError: string | null;
  busy: boolean;
  onCopy: (field: CopyableField, kit: PostingKit) => void;
  onMarkPosted: () => void;
  onMarkFailed: () => void;
}) {
  const { claim, listing } = props.posting;
  const marketplace = claim.marketplace;
  const name = MARKETPLACE_LABELS[marketplace];
  const kit = buildPostingKit(listing, marketplace);
  const now = useNow(15_000);
  const left = minutesLeft(claim.expiresAt, now);
  const open = props.phase === "claimed";
  const [launched, setLaunched] = useState(false);
  return (
    <Card withBorder padding="md" data-testid="session-posting" aria-labelledby="session-posting-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 260px" }}>
            <Title order={2} size="h3" id="session-posting-title" style={{ wordBreak: "break-word" }}>
              {listing.title}
            </Title>
            <Text size="sm" c="dimmed">
              {ownerName(listing)} · {formatRupees(listing.price)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge size="lg" variant="light">
              {name}
            </Badge>
            {open ? (
              <Text size="sm" data-testid="claim-time-left">
                Yours for {left} min
              </Text>
            ) : null}
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={assistantLaunchUrl(MARKETPLACE_LIMITS[marketplace].postUrl, claim)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} />}
            disabled={!open}
            onClick={() => setLaunched(true)}
          >
            Open in {name}
          </Button>
          <Text size="xs" c="dimmed" style={{ flex: "1 1 220px" }}>
            {launched
              ? "The posting assistant fills the form in the new tab; publish it there."
              : "Opens the posting form in a new tab; the posting assistant fills it when it is installed."}{" "}
            <Anchor component={Link} to="/admin/assistant" size="xs" underline="always">
              Set up the assistant
            </Anchor>
          </Text>
        </Group>
        <KitFields
          kit={kit}
          shortcuts={{ title: keyOf("copyTitle"), description: keyOf("copyDescription"), price: keyOf("copyPrice") }}
          onCopy={(field) => props.onCopy(field, kit)}
        />
        <KitPhotos listing={listing} kit={kit} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onMarkPosted();
          }}
        >
          <Group align="flex-start" wrap="wrap" gap="xs">
            <TextInput
              style={{ flex: "1 1 240px" }}
              label={`${name} ad address`}
              description={`Paste it here, or copy it and press M (${AD_URL_EXAMPLES[marketplace]})`}
              placeholder="https://"
              value={props.url}
              onChange={(e) => props.onUrl(e.currentTarget.value)}
              error={props.urlError}
              disabled={!open}
            />
            <Group gap="xs" mt={{ base: 0, sm: 24 }} wrap="wrap">
              <Button
                type="submit"
                loading={props.busy}
                disabled={!open}
                aria-keyshortcuts={SESSION_SHORTCUTS.markPosted.key}
                rightSection={<Kbd size="xs">{SESSION_SHORTCUTS.markPosted.key}</Kbd>}
              >
                Mark Posted
              </Button>
              <Button variant="default" color="red" disabled={!open || props.busy} onClick={props.onMarkFailed}>
                Mark Failed
              </Button>
            </Group>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
