import { Button } from "@mantine/core";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { openSendMessageDialog } from "../messaging/openSendMessageDialog.ts";
import { openPostingKit } from "../posting-kit/PostingKitPanel.tsx";

/** Opens the message dialog about one listing, with its seller and the subject prefilled. */
export function messageAbout(listing: AdminListing, subject: string, messageType: "general" | "info_request") {
  openSendMessageDialog({
    recipient: { id: listing.userId, firstName: listing.user.firstName, email: listing.user.email },
    listing: { id: listing.id, title: listing.title },
    subject,
    messageType,
  });
}

export function PostingKitButton(props: { listing: AdminListing; marketplace?: Marketplace }) {
  return (
    <Button size="xs" variant="light" onClick={() => openPostingKit(props.listing, props.marketplace)}>
      Posting Kit
    </Button>
  );
}
