import { ActionIcon, Menu } from "@mantine/core";
import { IconDotsVertical, IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { sellerExportUrl } from "../../account/admin-api.ts";
import { DeleteSellerDialog, type SellerRef } from "./DeleteSellerDialog.tsx";

/**
 * A seller's data from the admin side (issue 24 item 4, docs/decisions/129): download it, or delete the account
 * on their behalf. Shown on each user card of the Referral System tab, the admin's searchable list of users.
 */
export function SellerAccountMenu({ seller }: { seller: SellerRef }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Account of ${seller.name}`}>
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={sellerExportUrl(seller.id)} download leftSection={<IconDownload size={16} />}>
            Download seller data
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            Delete seller account
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteSellerDialog seller={seller} opened={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
