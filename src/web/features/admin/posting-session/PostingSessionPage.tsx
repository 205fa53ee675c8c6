import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Kbd,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isPublishedAdUrl } from "../../../../contract/ad-address.ts";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { buildPostingKit } from "../../../../contract/marketplace-kit/kit.ts";
import { POSTING_DESK_MESSAGES } from "../../../../contract/posting-desk.ts";
import { errorText } from "../../../lib/api.ts";
import { copyToClipboard } from "../../../lib/clipboard.ts";
import type { CopyableField } from "../posting-kit/KitParts.tsx";
import { AdminPageFrame } from "../shared/AdminPageFrame.tsx";
import { useSetPostingStatus } from "../shared/api.ts";
import { openStatusPrompt } from "../shared/StatusMenu.tsx";
import { isConflict } from "./api.ts";
import { SessionPosting } from "./SessionPosting.tsx";
import { ShortcutLegend } from "./ShortcutLegend.tsx";
import { SESSION_SHORTCUTS, useSessionShortcuts } from "./shortcuts.ts";
import { type SessionScope, usePostingSession } from "./useSession.ts";

const FIELD_LABELS: Record<CopyableField, string> = { title: "Title", description: "Description", price: "Price" };

const parseMarketplace = (v: string | null): Marketplace | undefined =>
  MARKETPLACES.includes(v as Marketplace) ? (v as Marketplace) : undefined;

/**
 * /admin/posting (issue 29 item 1): choose a marketplace (or all) and optionally a search, then Start posting
 * walks the waiting postings one at a time. The choices live in the URL (?marketplace=, ?q=, ?run=1), so a
 * session can be bookmarked, shared with a colleague, or reloaded.
 */
export default function PostingSessionPage() {
  return (
    <AdminPageFrame permission="postings" loadingLabel="Loading posting session...">
      <PostingSession />
    </AdminPageFrame>
  );
}

function PostingSession() {
  const [params, setParams] = useSearchParams();
  const marketplace = parseMarketplace(params.get("marketplace"));
  const q = params.get("q")?.trim() || undefined;
  const running = params.get("run") === "1";
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: !("run" in changes) });
  };
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={1} size="h2">
            Posting session
          </Title>
          <Anchor component={Link} to="/admin" size="sm">
            Back to the desk
          </Anchor>
        </Group>
        {running ? (
          <RunningSession scope={{ marketplace, q }} onEnd={() => set({ run: undefined })} />
        ) : (
          <Card withBorder padding="md">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                set({ run: "1" });
              }}
            >
              <Stack gap="sm">
                <Text size="sm">
                  Walk the waiting postings one at a time, oldest first. Each one is yours for 15 minutes while you post
                  it; other admins see that you are posting it, and their sessions pass it by.
                </Text>
                <Stack gap={4}>
                  <Text size="sm" fw={600} id="session-marketplace">
                    Marketplace
                  </Text>
                  <SegmentedControl
                    aria-labelledby="session-marketplace"
                    value={marketplace ?? "all"}
                    onChange={(v) => set({ marketplace: v === "all" ? undefined : v })}
                    data={[
                      { value: "all", label: "All" },
                      ...MARKETPLACES.map((m) => ({ value: m, label: MARKETPLACE_LABELS[m] })),
                    ]}
                  />
                </Stack>
                <TextInput
                  label="Only listings matching (optional)"
                  description="A title, a brand, or a seller's name or email"
                  defaultValue={q ?? ""}
                  onChange={(e) => set({ q: e.currentTarget.value.trim() || undefined })}
                  maxLength={100}
                />
                <Group>
                  <Button type="submit" leftSection={<IconPlayerPlay size={16} />}>
                    Start posting
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function RunningSession(props: { scope: SessionScope; onEnd: () => void }) {
  const [said, setSaid] = useState("");
  // The same words twice must still be heard: clear, then say (a live region speaks changes only).
  const announce = useCallback((text: string) => {
    setSaid("");
    setTimeout(() => setSaid(text), 30);
  }, []);
  const scope = useMemo(
    () => ({ marketplace: props.scope.marketplace, q: props.scope.q }),
    [props.scope.marketplace, props.scope.q],
  );
  const session = usePostingSession(scope, announce);
  const { phase, current } = session;
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const status = useSetPostingStatus();
  const open = phase === "claimed" && current !== null;
  const key = current ? `${current.claim.listingId}:${current.claim.marketplace}` : "";
  const [urlFor, setUrlFor] = useState(key);
  if (urlFor !== key) {
    // A new posting: a fresh address field.
    setUrlFor(key);
    setUrl("");
    setUrlError(null);
  }

  const copy = async (field: CopyableField, value: string) => {
    if (await copyToClipboard(value, FIELD_LABELS[field])) announce(`${FIELD_LABELS[field]} copied`);
    else announce("Copy failed");
  };

  // One status change at a time: a second M pressed before the first answer must not send it again.
  const sending = useRef(false);
  const markPosted = async (address: string) => {
    if (!current || !open || sending.current) return;
    const m = current.claim.marketplace;
    const name = MARKETPLACE_LABELS[m];
    const trimmed = address.trim();
    if (!isPublishedAdUrl(m, trimmed)) {
      const text = trimmed
        ? `Not a published ${name} ad's address: ${POSTING_DESK_MESSAGES.adUrlWrongSite(m)}`
        : `Copy the published ${name} ad's address first`;
      setUrlError(text);
      announce(text);
      return;
    }
    setUrl(trimmed);
    setUrlError(null);
    sending.current = true;
    try {
      await status.mutateAsync({
        listingId: current.claim.listingId,
        marketplace: m,
        status: "posted",
        postingUrl: trimmed,
      });
      session.finish("posted");
      announce(`Marked posted on ${name}`);
    } catch (err) {
      if (isConflict(err)) session.lose(err);
      else {
        const text = errorText(err, "Failed to update status");
        setUrlError(text);
        announce(text);
      }
    } finally {
      sending.current = false;
    }
  };

  const markPostedFromClipboard = async () => {
    if (!open) return;
    let text = "";
    try {
      text = await navigator.clipboard.readText();
    } catch {
      const msg = "The clipboard cannot be read here: paste the ad's address into the field";
      setUrlError(msg);
      announce(msg);
      return;
    }
    setUrl(text.trim());
    await markPosted(text);
  };

  const markFailed = () => {
    if (!current || !open) return;
    const m = current.claim.marketplace;
    openStatusPrompt({
      kind: "reason",
      marketplace: m,
      onSubmit: async (reason) => {
        try {
          await status.mutateAsync({
            listingId: current.claim.listingId,
            marketplace: m,
            status: "failed",
            failureReason: reason,
          });
          session.finish("failed");
          announce(`Marked failed on ${MARKETPLACE_LABELS[m]}`);
          return true;
        } catch (err) {
          if (isConflict(err)) {
            session.lose(err);
            return true;
          }
          announce(errorText(err, "Failed to update status"));
          return false;
        }
      },
    });
  };

  const activeKit = open ? buildPostingKit(current.listing, current.claim.marketplace) : null;
  useSessionShortcuts({
    ...(activeKit
      ? {
          copyTitle: () => void copy("title", activeKit.title),
          copyDescription: () => void copy("description", activeKit.description),
          copyPrice: () => void copy("price", activeKit.price),
          markPosted: () => void markPostedFromClipboard(),
        }
      : {}),
    ...(phase === "claimed" ? { skip: () => void session.skip() } : {}),
    ...(phase !== "loading" && phase !== "empty" ? { next: () => void session.next() } : {}),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {props.scope.marketplace ? MARKETPLACE_LABELS[props.scope.marketplace] : "All marketplaces"}
          {props.scope.q ? ` · matching "${props.scope.q}"` : ""}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={props.onEnd}>
          End session
        </Button>
      </Group>
      <ShortcutLegend />
      <Text
        role="status"
        aria-live="polite"
        aria-atomic="true"
        size="sm"
        fw={500}
        mih="1.5em"
        data-testid="session-said"
      >
        {said}
      </Text>
      {phase === "loading" ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Finding the next posting...</Text>
        </Group>
      ) : null}
      {phase === "empty" ? (
        <Card withBorder padding="lg" ta="center">
          <Stack gap="xs" align="center">
            <Title order={2} size="h4">
              {POSTING_DESK_MESSAGES.nothingWaiting}
            </Title>
            <Group gap="xs">
              <Button variant="default" onClick={() => void session.restart()}>
                Look again
              </Button>
              <Button component={Link} to="/admin">
                Back to the desk
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {phase === "error" ? (
        <Alert color="red" title="The session stopped">
          {session.problem}
        </Alert>
      ) : null}
      {phase === "lost" ? (
        <Alert color="orange" title="This posting is no longer yours" data-testid="claim-lost">
          {session.problem} Move on with Next.
        </Alert>
      ) : null}
      {phase === "posted" && current ? (
        <Alert color="green" title={`Marked posted on ${MARKETPLACE_LABELS[current.claim.marketplace]}`}>
          The seller has been notified. Go on with Next.
        </Alert>
      ) : null}
      {phase === "failed" && current ? (
        <Alert color="red" title={`Marked failed on ${MARKETPLACE_LABELS[current.claim.marketplace]}`}>
          The seller has been told why. Go on with Next.
        </Alert>
      ) : null}
      {phase !== "empty" ? (
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            disabled={phase !== "claimed"}
            onClick={() => void session.skip()}
            aria-keyshortcuts={SESSION_SHORTCUTS.skip.key}
            rightSection={<Kbd size="xs">{SESSION_SHORTCUTS.skip.key}</Kbd>}
          >
            Skip
          </Button>
          <Button
            variant={phase === "claimed" ? "default" : "filled"}
            disabled={phase === "loading"}
            onClick={() => void session.next()}
            aria-keyshortcuts={SESSION_SHORTCUTS.next.key}
            rightSection={<Kbd size="xs">{SESSION_SHORTCUTS.next.key}</Kbd>}
          >
            Next
          </Button>
          {phase === "claimed" ? <VisuallyHidden>Next while a posting is open skips it.</VisuallyHidden> : null}
        </Group>
      ) : null}
      {current && phase !== "loading" && phase !== "empty" && phase !== "error" ? (
        <SessionPosting
          posting={current}
          phase={phase}
          url={url}
          onUrl={(v) => {
            setUrl(v);
            setUrlError(null);
          }}
          urlError={urlError}
          busy={status.isPending}
          onCopy={(field, k) => void copy(field, k[field])}
          onMarkPosted={() => void (url.trim() ? markPosted(url) : markPostedFromClipboard())}
          onMarkFailed={markFailed}
        />
      ) : null}
    </Stack>
  );
}
