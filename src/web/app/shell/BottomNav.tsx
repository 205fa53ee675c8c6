import { Box, Group, Indicator, Text, UnstyledButton } from "@mantine/core";
import { IconLayoutDashboard, IconMessage, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TAB_ITEMS, useActiveNavKey } from "./navItems.ts";
import { useUnreadCount } from "./useUnreadCount.ts";

const ICONS = { create: IconSparkles, messages: IconMessage, manage: IconLayoutDashboard } as const;

/** On small screens: the seller home's three tabs, fixed at the bottom (spec section 2). */
export function BottomNav() {
  const { t } = useTranslation();
  const active = useActiveNavKey();
  const unread = useUnreadCount();
  return (
    <Box
      component="nav"
      aria-label={t("nav.tabsLabel")}
      hiddenFrom="md"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="white"
      style={{ borderTop: "1px solid var(--mantine-color-gray-3)", zIndex: 100 }}
    >
      <Group grow gap={0}>
        {TAB_ITEMS.map((item) => {
          const Icon = ICONS[item.key as keyof typeof ICONS];
          const isActive = active === item.key;
          return (
            <UnstyledButton
              key={item.key}
              component={Link}
              to={item.href}
              aria-current={isActive ? "page" : undefined}
              py={8}
              c={isActive ? "teal.7" : "gray.7"}
              style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }}
            >
              <Indicator
                disabled={item.key !== "messages" || unread <= 0}
                label={unread > 99 ? "99+" : unread}
                color="red"
                size={16}
              >
                <Icon size={22} aria-hidden />
              </Indicator>
              <Text size="xs" fw={isActive ? 700 : 500}>
                {t(`nav.${item.key}`)}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
