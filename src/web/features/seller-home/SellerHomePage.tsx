import { Container, Tabs } from "@mantine/core";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { UnreadBadge } from "../../app/shell/TopNav.tsx";
import { useUnreadCount } from "../../app/shell/useUnreadCount.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { PANELS } from "./panels.ts";
import { DEFAULT_TAB, parseTab, SELLER_TABS } from "./tabs.ts";

/** The seller home (/): three tabs, the current one in the URL (`?tab=`). */
export default function SellerHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const unread = useUnreadCount();
  const Panel = PANELS[tab];
  // Stable across the unread count's polls, so that they do not reach a panel still waiting to hydrate (as in
  // SignedInLayout).
  const panel = useMemo(
    () => (
      <Suspense fallback={<PageLoader />}>
        <Panel />
      </Suspense>
    ),
    [Panel],
  );

  const select = (value: string | null) => {
    const next = parseTab(value);
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === DEFAULT_TAB) copy.delete("tab");
        else copy.set("tab", next);
        return copy;
      },
      { replace: false },
    );
  };

  return (
    <Container size="lg" py="md">
      <Tabs value={tab} onChange={select} keepMounted={false}>
        {/* On small screens the bottom navigation is the tab control. */}
        <Tabs.List mb="md" visibleFrom="md">
          {SELLER_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              rightSection={tab.value === "messages" ? <UnreadBadge count={unread} /> : undefined}
            >
              {t(`nav.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} aria-label={t(`nav.${tab}`)}>
          {panel}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
