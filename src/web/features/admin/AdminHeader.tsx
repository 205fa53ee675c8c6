import { ActionIcon, Badge, Box, Button, Container, Group, Menu, Text } from "@mantine/core";
import { IconBell, IconBuildingStore, IconLogout, IconMenu2 } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { BrandMark } from "../../ui/BrandMark.tsx";
import { displayName } from "../../ui/format.ts";
import { logOut } from "../auth/api.ts";
import { useAuth } from "../auth/useAuth.ts";
import { formFactor } from "../push/form-factor.ts";

/** The admin side is English (decision 131): the device's word for the menu. */
const DEVICE_WORDS = { phone: "phone", computer: "computer", device: "device" } as const;

const NotificationsDialog = lazy(() => import("../push/NotificationsDialog.tsx"));

/**
 * The admin shell's header (issue 23 item 4): product name, the admin's name, Notifications (issue 32: this
 * phone's switch and the admin's two kinds), Seller view and Log out. On phones (below sm) the name and the actions
 * move into one menu.
 */
export function AdminHeader() {
  const { user } = useAuth();
  const name = displayName(user);
  const [notifications, setNotifications] = useState(false);
  return (
    <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size="xl" py="xs" px={{ base: "xs", sm: "md" }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <BrandMark to="/admin">
            <Badge variant="light" color="gray" size="sm">
              Admin
            </Badge>
          </BrandMark>
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <Text size="sm" fw={500} maw={180} truncate="end" data-testid="admin-name">
              {name}
            </Text>
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconBell size={16} />}
              onClick={() => setNotifications(true)}
            >
              Notifications
            </Button>
            <Button component={Link} to="/" variant="subtle" size="sm" leftSection={<IconBuildingStore size={16} />}>
              Seller view
            </Button>
            <Button variant="default" size="sm" leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
              Log out
            </Button>
          </Group>
          <Box hiddenFrom="sm">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Admin menu">
                  <IconMenu2 size={20} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label data-testid="admin-menu-name">{name}</Menu.Label>
                <Menu.Item leftSection={<IconBell size={16} />} onClick={() => setNotifications(true)}>
                  Notifications on this {DEVICE_WORDS[formFactor()]}
                </Menu.Item>
                <Menu.Item component={Link} to="/" leftSection={<IconBuildingStore size={16} />}>
                  Seller view
                </Menu.Item>
                <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
                  Log out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Box>
        </Group>
      </Container>
      {notifications && user && (
        <Suspense fallback={null}>
          <NotificationsDialog opened onClose={() => setNotifications(false)} userId={user.id} admin />
        </Suspense>
      )}
    </Box>
  );
}
