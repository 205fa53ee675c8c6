import { Menu } from "@mantine/core";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PAGE_ITEMS } from "./navItems.ts";

/** On small screens, My Sales and Referrals (TopNav draws its button until it is first opened: ui/DeferredMenu). */
export default function MorePagesMenu({ button }: { button: ReactElement }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {PAGE_ITEMS.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.href}>
            {t(`nav.${item.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
