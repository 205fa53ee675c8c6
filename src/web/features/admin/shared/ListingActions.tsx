import { Button } from "@mantine/core";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import type { DeskMessage } from "../../../../contract/desk-messages.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { openSendMessageDialog } from "../messaging/openSendMessageDialog.ts";
import { openPostingKit } from "../posting-kit/PostingKitPanel.tsx";

/** Opens the message dialog about one listing, with its seller and the subject prefilled (in the seller's language). */
export function messageAbout(listing: AdminListing, kind: "listing_update" | "info_request") {
  const template: DeskMessage = { kind, title: listing.title };
  openSendMessageDialog({
    recipient: { id: listing.userId, firstName: listing.user.firstName, email: listing.user.email },
    listing: { id: listing.id, title: listing.title },
    template,
    messageType: kind === "info_request" ? "info_request" : "general",
  });
}

export function PostingKitButton(props: { listing: AdminListing; marketplace?: Marketplace }) {
  return (
    <Button size="xs" variant="light" onClick={() => openPostingKit(props.listing, props.marketplace)}>
      Posting Kit
    </Button>
  );
}
