import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconExternalLink, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MARKETPLACE_LABELS, MARKETPLACES } from "../../../contract/enums.ts";
import { postingStatusOf, postingUrlOf } from "../../../contract/listing-view.ts";
import type { ListingDto } from "../../../contract/listings.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { Hint } from "../../ui/Hint.tsx";
import { handleUnauthorized, useDeleteListing, useListingTransition, useRetryPosting } from "./api.ts";

/**
 * Row actions (spec section 2): Retry per failed platform, edit, open the live listing, delete with confirmation.
 * In the table they stay on one line (`nowrap`) and the title column gives way; on a phone's card they wrap.
 */
export function ListingActions({ listing, nowrap = false }: { listing: ListingDto; nowrap?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = useRetryPosting();
  const remove = useDeleteListing();
  const transition = useListingTransition();
  // A draft is posted from here; a listing taken off sale is put back on sale (no sale is ever recorded for it).
  const change = listing.status === "draft" ? "post" : listing.status === "withdrawn" ? "relist" : null;
  const onChange = (to: "post" | "relist") =>
    transition.mutate(
      { id: listing.id, transition: to },
      {
        onSuccess: () =>
          toast({
            title: t(to === "post" ? "listings.postDone" : "listings.relistDone"),
            description: t(to === "post" ? "listings.postDoneText" : "listings.relistDoneText"),
          }),
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast({
            title: t(to === "post" ? "listings.postFailed" : "listings.relistFailed"),
            description: errorText(err, t("common.pleaseTryAgain")),
            variant: "destructive",
          });
        },
      },
    );
  const failed = MARKETPLACES.filter((m) => postingStatusOf(listing, m) === "failed");
  const liveUrl = MARKETPLACES.map((m) => postingUrlOf(listing, m)).find((u): u is string => Boolean(u));

  const onRetry = (platform: (typeof MARKETPLACES)[number]) =>
    retry.mutate(
      { listingId: listing.id, platform },
      {
        onSuccess: () =>
          toast({
            title: t("listings.repostTitle"),
            description: t("listings.repostText", { name: MARKETPLACE_LABELS[platform] }),
          }),
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast({
            title: t("listings.retryFailed"),
            description: errorText(err, t("listings.retryFallback")),
            variant: "destructive",
          });
        },
      },
    );

  const onDelete = () =>
    modals.openConfirmModal({
      title: t("listings.deleteTitle"),
      children: <Text size="sm">{t("listings.deleteConfirm", { title: listing.title })}</Text>,
      labels: { confirm: t("common.delete"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(listing.id, {
          onSuccess: () => toast({ title: t("listings.deleted") }),
          onError: (err) => {
            if (handleUnauthorized(err)) return;
            toast({
              title: t("listings.deleteFailed"),
              description: errorText(err, t("listings.deleteFallback")),
              variant: "destructive",
            });
          },
        }),
    });

  return (
    <Group gap={6} wrap={nowrap ? "nowrap" : "wrap"}>
      {change ? (
        <Button
          size="compact-sm"
          aria-label={t(change === "post" ? "listings.postLabel" : "listings.relistLabel", { title: listing.title })}
          loading={transition.isPending}
          onClick={() => onChange(change)}
        >
          {t(change === "post" ? "listings.post" : "listings.relist")}
        </Button>
      ) : null}
      {failed.map((m) => (
        <Button
          key={m}
          size="compact-xs"
          variant="light"
          color="orange"
          loading={retry.isPending && retry.variables?.platform === m}
          onClick={() => onRetry(m)}
        >
          {t("listings.retry", { name: MARKETPLACE_LABELS[m] })}
        </Button>
      ))}
      <Hint label={t("common.edit")}>
        <ActionIcon
          variant="subtle"
          aria-label={t("listings.editLabel", { title: listing.title })}
          onClick={() => navigate(`/edit-listing/${listing.id}`)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Hint>
      {liveUrl ? (
        <Hint label={t("listings.openLive")}>
          <ActionIcon
            component="a"
            href={liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={t("listings.openLabel", { title: listing.title })}
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        </Hint>
      ) : null}
      <Hint label={t("common.delete")}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t("listings.deleteLabel", { title: listing.title })}
          loading={remove.isPending && remove.variables === listing.id}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
