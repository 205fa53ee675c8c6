import { ActionIcon, Button, Group, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconExternalLink, IconPencil, IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { MARKETPLACE_LABELS, MARKETPLACES } from "../../../contract/enums.ts";
import { type ListingDto, postingStatusOf, postingUrlOf } from "../../../contract/listings.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { handleUnauthorized, useDeleteListing, useRetryPosting } from "./api.ts";

/**
 * Row actions (spec section 2): Retry per failed platform, edit, open the live listing, delete with confirmation.
 * In the table they stay on one line (`nowrap`) and the title column gives way; on a phone's card they wrap.
 */
export function ListingActions({ listing, nowrap = false }: { listing: ListingDto; nowrap?: boolean }) {
  const navigate = useNavigate();
  const retry = useRetryPosting();
  const remove = useDeleteListing();
  const failed = MARKETPLACES.filter((m) => postingStatusOf(listing, m) === "failed");
  const liveUrl = MARKETPLACES.map((m) => postingUrlOf(listing, m)).find((u): u is string => Boolean(u));

  const onRetry = (platform: (typeof MARKETPLACES)[number]) =>
    retry.mutate(
      { listingId: listing.id, platform },
      {
        onSuccess: () =>
          toast({
            title: "Reposting initiated",
            description: `${MARKETPLACE_LABELS[platform]} posting has been queued again.`,
          }),
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast({
            title: "Retry failed",
            description: errorText(err, "Failed to retry posting"),
            variant: "destructive",
          });
        },
      },
    );

  const onDelete = () =>
    modals.openConfirmModal({
      title: "Delete listing",
      children: (
        <Text size="sm">
          Delete "{listing.title}"? It is removed from your listings together with its photos. This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(listing.id, {
          onSuccess: () => toast({ title: "Listing deleted" }),
          onError: (err) => {
            if (handleUnauthorized(err)) return;
            toast({
              title: "Delete failed",
              description: errorText(err, "Failed to delete listing"),
              variant: "destructive",
            });
          },
        }),
    });

  return (
    <Group gap={6} wrap={nowrap ? "nowrap" : "wrap"}>
      {failed.map((m) => (
        <Button
          key={m}
          size="compact-xs"
          variant="light"
          color="orange"
          loading={retry.isPending && retry.variables?.platform === m}
          onClick={() => onRetry(m)}
        >
          Retry {MARKETPLACE_LABELS[m]}
        </Button>
      ))}
      <Tooltip label="Edit">
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${listing.title}`}
          onClick={() => navigate(`/edit-listing/${listing.id}`)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {liveUrl ? (
        <Tooltip label="Open live listing">
          <ActionIcon
            component="a"
            href={liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={`Open ${listing.title}`}
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${listing.title}`}
          loading={remove.isPending && remove.variables === listing.id}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
