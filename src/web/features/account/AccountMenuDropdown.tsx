import { Menu } from "@mantine/core";
import { IconBell, IconDownload, IconTrash } from "@tabler/icons-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { thisDevice } from "../push/form-factor.ts";
import { ACCOUNT_EXPORT_URL } from "./api.ts";

/** The account menu itself (AccountMenu draws its button until the seller opens it: ui/DeferredMenu). */
export default function AccountMenuDropdown({
  button,
  email,
  onNotifications,
  onDelete,
}: {
  button: ReactElement;
  email: string;
  onNotifications: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item leftSection={<IconBell size={16} />} onClick={onNotifications}>
          {t("push.menuItem", thisDevice(t))}
        </Menu.Item>
        <Menu.Item component="a" href={ACCOUNT_EXPORT_URL} download leftSection={<IconDownload size={16} />}>
          {t("account.download")}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t("account.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
