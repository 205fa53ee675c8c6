import { ActionIcon, Badge, Box, Button, Container, Group, Menu, Tooltip } from "@mantine/core";
import { IconDotsVertical, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountMenu } from "../../features/account/AccountMenu.tsx";
import { logOut } from "../../features/auth/api.ts";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { BrandMark } from "../../ui/BrandMark.tsx";
import { type NavItem, PAGE_ITEMS, TAB_ITEMS, useActiveNavKey } from "./navItems.ts";
import { useUnreadCount } from "./useUnreadCount.ts";

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge size="xs" color="red" variant="filled" circle={count < 10} aria-label={t("nav.unread", { count })}>
      {count > 99 ? "99+" : count}
    </Badge>
  );
}

function NavButton({ item, active, unread }: { item: NavItem; active: boolean; unread: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={item.href}
      variant={active ? "light" : "subtle"}
      color={active ? "teal" : "gray"}
      size="sm"
      aria-current={active ? "page" : undefined}
      rightSection={item.key === "messages" ? <UnreadBadge count={unread} /> : undefined}
    >
      {t(`nav.${item.key}`)}
    </Button>
  );
}

/**
 * The signed-in top navigation (spec section 2). On small screens the three tabs move to the bottom
 * navigation and My Sales / Referrals into a menu. The name opens the account menu (features/account).
 */
export function TopNav() {
  const { t } = useTranslation();
  const active = useActiveNavKey();
  const unread = useUnreadCount();

  return (
    <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size="lg" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <BrandMark to="/" />

          <Group gap={4} wrap="nowrap" component="nav" aria-label={t("nav.mainLabel")} visibleFrom="md">
            {[...TAB_ITEMS, ...PAGE_ITEMS].map((item) => (
              <NavButton key={item.key} item={item} active={active === item.key} unread={unread} />
            ))}
          </Group>

          {/* miw 0: a long first name gives way (it is cut with "...") so the language switch fits at 360 px. */}
          <Group gap="xs" wrap="nowrap" miw={0}>
            <LanguageSwitch />
            <AccountMenu />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t("nav.morePages")} hiddenFrom="md">
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {PAGE_ITEMS.map((item) => (
                  <Menu.Item key={item.key} component={Link} to={item.href}>
                    {t(`nav.${item.key}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Tooltip label={t("nav.logOut")}>
              <ActionIcon onClick={() => void logOut()} variant="subtle" color="gray" aria-label={t("nav.logOut")}>
                <IconLogout size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
