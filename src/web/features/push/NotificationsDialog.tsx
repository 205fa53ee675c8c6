import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NotificationSettings } from "./NotificationSettings.tsx";

/**
 * The account menu's "Notifications on this phone" (seller) and the admin header's (admin): a dialog, because a
 * menu holds menu items, not a switch and a list of choices, and the permission prompt and what to do when it is
 * blocked need room. Loaded when opened: none of it is on a page's first load.
 */
export default function NotificationsDialog({
  opened,
  onClose,
  userId,
  admin = false,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  admin?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("push.title")}
      closeButtonProps={{ "aria-label": t("push.close") }}
    >
      <NotificationSettings userId={userId} admin={admin} />
    </Modal>
  );
}
