import { Button, Group, Menu, Stack, Textarea, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconChevronDown } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { adUrlProblemText, checkAdUrl } from "../../../../contract/ad-address.ts";
import { DEFAULT_FAILURE_REASON, MARKETPLACE_LABELS, type Marketplace } from "../../../../contract/enums.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { type StatusChange, useSetPostingStatus } from "./api.ts";
import { useOthersClaim } from "./claims.ts";

/** Runs one status change and tells the admin how it went (spec section 8 texts). */
export function useStatusChange() {
  const mutation = useSetPostingStatus();
  const run = async (change: StatusChange) => {
    if (change.status === "posted" && !change.postingUrl?.trim()) {
      toast({
        title: "URL Required",
        description: "Please provide a posting URL to mark as posted",
        variant: "destructive",
      });
      return false;
    }
    try {
      await mutation.mutateAsync(change);
      toast({ title: "Status updated and user has been notified" });
      return true;
    } catch (err) {
      toast({ title: "Update failed", description: errorText(err, "Failed to update status"), variant: "destructive" });
      return false;
    }
  };
  return { run, isPending: mutation.isPending };
}

/** The prompt for Mark Posted (the URL) or Mark Failed (the reason, prefilled with the spec's default). */
function PromptForm(props: {
  kind: "url" | "reason";
  marketplace: Marketplace;
  onSubmit: (value: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState(props.kind === "reason" ? DEFAULT_FAILURE_REASON : "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        // Only the marketplace's own ad address is taken (the one check the server makes too: contract/ad-address).
        const checked = props.kind === "url" && value.trim() ? checkAdUrl(props.marketplace, value) : null;
        if (checked && !checked.ok) {
          setError(adUrlProblemText(props.marketplace, checked.problem));
          return;
        }
        setBusy(true);
        const ok = await props.onSubmit(value);
        setBusy(false);
        if (ok) modals.closeAll();
      }}
    >
      <Stack>
        {props.kind === "url" ? (
          <TextInput
            label="Posting URL"
            placeholder="https://"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
        ) : (
          <Textarea
            label="Reason (sent to the seller)"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            autosize
            minRows={2}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.closeAll()}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {props.kind === "url" ? "Mark Posted" : "Mark Failed"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the Mark Posted (URL) or Mark Failed (reason) dialog for one marketplace. */
export function openStatusPrompt(opts: {
  kind: "url" | "reason";
  marketplace: Marketplace;
  onSubmit: (value: string) => Promise<boolean>;
  onClose?: () => void;
}) {
  const name = MARKETPLACE_LABELS[opts.marketplace];
  modals.open({
    title: opts.kind === "url" ? `Mark Posted on ${name}` : `Mark Failed on ${name}`,
    onClose: opts.onClose,
    // Again once the dialog has gone: while it closes, its focus trap can pull focus back in, and its own focus
    // return aims at the menu item that opened it, which is gone (focus then fell to the page under load).
    onExitTransitionEnd: opts.onClose,
    children: <PromptForm kind={opts.kind} marketplace={opts.marketplace} onSubmit={opts.onSubmit} />,
  });
}

/** Per marketplace: Update Status (full menu) or, in Pending Review, only Mark Posted and Mark Failed. */
export function StatusMenu(props: {
  listingId: string;
  marketplace: Marketplace;
  pendingOnly?: boolean;
  /** A listing off sale (sold, withdrawn) stays off the queue (decisions 123, 170): no Reset Pending or Manual Review. */
  offSale?: boolean;
}) {
  const { run } = useStatusChange();
  const name = MARKETPLACE_LABELS[props.marketplace];
  const base = { listingId: props.listingId, marketplace: props.marketplace };
  const target = useRef<HTMLButtonElement>(null);
  // Another admin is posting this (issue 29): its status is theirs to change until the claim ends.
  const othersClaim = useOthersClaim(props.listingId, props.marketplace);
  const prompt = (kind: "url" | "reason") =>
    openStatusPrompt({
      kind,
      marketplace: props.marketplace,
      // Opened from a menu item that is gone when the dialog closes: focus goes back to the menu's button.
      onClose: () => target.current?.focus(),
      onSubmit: (value) =>
        run(
          kind === "url"
            ? { ...base, status: "posted", postingUrl: value }
            : { ...base, status: "failed", failureReason: value },
        ),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          ref={target}
          disabled={Boolean(othersClaim)}
          size="compact-xs"
          variant="light"
          rightSection={<IconChevronDown size={12} />}
          // The spoken name holds the visible words (WCAG 2.5.3): "Update Status for OLX", or "Update OLX status"
          // where the button shows only "OLX".
          aria-label={props.pendingOnly ? `Update ${name} status` : `Update Status for ${name}`}
        >
          {props.pendingOnly ? name : "Update Status"}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => prompt("url")}>Mark Posted</Menu.Item>
        <Menu.Item onClick={() => prompt("reason")}>Mark Failed</Menu.Item>
        {props.pendingOnly || props.offSale ? null : (
          <>
            <Menu.Item onClick={() => run({ ...base, status: "pending" })}>Reset Pending</Menu.Item>
            <Menu.Item onClick={() => run({ ...base, status: "pending_human" })}>Manual Review</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
