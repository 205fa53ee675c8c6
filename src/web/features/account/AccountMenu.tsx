import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconBell, IconChevronDown, IconDownload, IconTrash } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { displayName } from "../../ui/format.ts";
import { useAuth } from "../auth/useAuth.ts";
import { ACCOUNT_EXPORT_URL } from "./api.ts";

/** The dialog (a modal, its form and the account schemas) loads when the seller first opens it (docs/decisions/137). */
const DeleteAccountDialog = lazy(() =>
  import("./DeleteAccountDialog.tsx").then((m) => ({ default: m.DeleteAccountDialog })),
);

const NotificationsDialog = lazy(() => import("../push/NotificationsDialog.tsx"));

/**
 * The seller's account menu in the top bar: their avatar and name open Download my data and Delete my account
 * (issue 24 item 4), and Notifications on this phone (issue 32). `?account=delete` - where a confirming Google
 * sign-in comes back to - opens the deletion dialog.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const [notifications, setNotifications] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes with its transition as before.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (deleting && !dialogLoaded) setDialogLoaded(true);

  useEffect(() => {
    if (params.get("account") !== "delete") return;
    setDeleting(true);
    const next = new URLSearchParams(params);
    next.delete("account");
    setParams(next, { replace: true });
  }, [params, setParams]);

  if (!user) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {/* The spoken name starts with the visible one (WCAG 2.5.3): "Meera: account menu". */}
          <UnstyledButton aria-label={t("account.menuLabel", { name: displayName(user) })} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              {user.profileImageUrl && <Avatar src={user.profileImageUrl} alt="" size="sm" radius="xl" />}
              <Text size="sm" fw={500} maw={140} truncate="end" data-testid="user-name">
                {displayName(user)}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          <Menu.Item leftSection={<IconBell size={16} />} onClick={() => setNotifications(true)}>
            {t("push.menuItem")}
          </Menu.Item>
          <Menu.Item component="a" href={ACCOUNT_EXPORT_URL} download leftSection={<IconDownload size={16} />}>
            {t("account.download")}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            {t("account.delete")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} userId={user.id} />
        </Suspense>
      )}
      {notifications && (
        <Suspense fallback={null}>
          <NotificationsDialog opened onClose={() => setNotifications(false)} userId={user.id} />
        </Suspense>
      )}
    </>
  );
}
