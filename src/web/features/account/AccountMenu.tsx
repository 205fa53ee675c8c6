import { Avatar, Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DeferredMenu } from "../../ui/DeferredMenu.tsx";
import { displayName } from "../../ui/displayName.ts";
import { useAuth } from "../auth/useAuth.ts";

/** The menu's own code loads when the seller first reaches for it (ui/DeferredMenu). */
const loadDropdown = () => import("./AccountMenuDropdown.tsx");
const AccountMenuDropdown = lazy(loadDropdown);

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
      <DeferredMenu
        load={loadDropdown}
        button={
          // The spoken name starts with the visible one (WCAG 2.5.3): "Meera: account menu".
          <UnstyledButton aria-label={t("account.menuLabel", { name: displayName(user) })} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              {user.profileImageUrl && <Avatar src={user.profileImageUrl} alt="" size="sm" radius="xl" />}
              <Text size="sm" fw={500} maw={140} truncate="end" data-testid="user-name">
                {displayName(user)}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        }
        menu={(button) => (
          <AccountMenuDropdown
            button={button}
            email={user.email}
            onNotifications={() => setNotifications(true)}
            onDelete={() => setDeleting(true)}
          />
        )}
      />
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
