import { ActionIcon, Badge, Box, Button, Container, Group } from "@mantine/core";
import { IconDotsVertical, IconLogout } from "@tabler/icons-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountMenu } from "../../features/account/AccountMenu.tsx";
import { logOut } from "../../features/auth/api.ts";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { BrandMark } from "../../ui/BrandMark.tsx";
import { DeferredMenu } from "../../ui/DeferredMenu.tsx";
import { type NavItem, PAGE_ITEMS, TAB_ITEMS, useActiveNavKey } from "./navItems.ts";
import { useUnreadCount } from "./useUnreadCount.ts";

/** The top bar draws no floating-UI code until a menu is opened (issue 31, docs/decisions/137). */
const loadMorePages = () => import("./MorePagesMenu.tsx");
const MorePagesMenu = lazy(loadMorePages);

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
            <DeferredMenu
              load={loadMorePages}
              button={
                <ActionIcon variant="subtle" color="gray" aria-label={t("nav.morePages")} hiddenFrom="md">
                  <IconDotsVertical size={18} />
                </ActionIcon>
              }
              menu={(button) => <MorePagesMenu button={button} />}
            />
            {/* The browser's own tooltip: a Mantine Tooltip would bring floating-UI to every first page. */}
            <ActionIcon
              onClick={() => void logOut()}
              variant="subtle"
              color="gray"
              aria-label={t("nav.logOut")}
              title={t("nav.logOut")}
            >
              <IconLogout size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
