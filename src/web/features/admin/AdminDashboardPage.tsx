import { Anchor, Badge, Box, Button, Container, Group, Loader, ScrollArea, Stack, Tabs, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { IconPlayerPlay } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useEnglishPage } from "../../i18n/useLanguage.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { mainContent } from "../../ui/SkipLink.tsx";
import { TWO_FACTOR_PATH } from "../auth/api.ts";
import { useAuth } from "../auth/useAuth.ts";
import { useDelistCount } from "../sales/api.ts";
import { AdminAccessRequired } from "./AdminAccessRequired.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import { useAdminSummary } from "./shared/api.ts";
import { SummaryCards } from "./summary/SummaryCards.tsx";
import { ADMIN_TABS, type AdminTab, parseAdminTab } from "./tabs.ts";
import { useTwoFactorStatus } from "./two-factor/api.ts";

// Each tab is its own folder and chunk: an admin downloads a tab's code when they open it.
const panels: Record<AdminTab, ReturnType<typeof lazy>> = {
  marketplace: lazy(() => import("./marketplace/MarketplaceTab.tsx")),
  pending: lazy(() => import("./pending-review/PendingReviewTab.tsx")),
  logs: lazy(() => import("./creation-logs/CreationLogsTab.tsx")),
  sales: lazy(() => import("./sales/SalesTrackingTab.tsx")),
  payouts: lazy(() => import("./payouts/PendingPayoutsTab.tsx")),
  referrals: lazy(() => import("./referrals/ReferralSystemTab.tsx")),
  growth: lazy(() => import("./growth/CommunityGrowthTab.tsx")),
  activity: lazy(() => import("./activity/ActivityTab.tsx")),
  team: lazy(() => import("./team/TeamTab.tsx")),
  updates: lazy(() => import("./updates/UpdatesTab.tsx")),
  renewals: lazy(() => import("./renewals/RenewalsTab.tsx")),
  assistant: lazy(() => import("./field-maps/FieldMapsTab.tsx")),
};

export default function AdminDashboardPage() {
  useEnglishPage();
  const { user, isLoading } = useAuth();
  const twoFactor = useTwoFactorStatus(Boolean(user?.isAdmin));
  if (isLoading || twoFactor.isLoading) return <PageLoader label="Loading admin dashboard..." />;
  if (!user?.isAdmin) return <AdminAccessRequired signedIn={Boolean(user)} />;
  // ADMIN_REQUIRE_2FA: an admin without two-factor is sent to enrolment (docs/decisions/124).
  if (twoFactor.data?.required && !twoFactor.data.enabled) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return (
    <>
      <AdminHeader />
      <Box component="main" {...mainContent}>
        {/* The admin's confirmations and forms in dialogs (modals.open): the only page that has them. */}
        <ModalsProvider>
          <AdminDashboard />
        </ModalsProvider>
      </Box>
    </>
  );
}

/** Rendered for admins only, so its queries never run for anyone else (spec section 6). */
function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const summary = useAdminSummary();
  const delist = useDelistCount();
  const counts: Partial<Record<AdminTab, { value: number | undefined; label: string }>> = {
    pending: { value: summary.data?.pendingReview, label: "Listings waiting" },
    sales: { value: delist.data?.open || undefined, label: "Ads to remove after a sale" },
    updates: { value: summary.data?.updateTasksOpen || undefined, label: "Ads to update" },
    renewals: { value: summary.data?.renewalsDue || undefined, label: "Ads to renew" },
  };
  const tab = parseAdminTab(params.get("tab"));
  const Panel = panels[tab];
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            Admin Dashboard
          </Title>
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to="/admin/assistant" size="sm">
              Posting assistant
            </Anchor>
            <Anchor component={Link} to={TWO_FACTOR_PATH} size="sm">
              Two-factor sign-in
            </Anchor>
            {/* Issue 29: walk the waiting postings one at a time, each claimed while it is open. */}
            <Button component={Link} to="/admin/posting" leftSection={<IconPlayerPlay size={16} />}>
              Start posting
            </Button>
          </Group>
        </Group>
        <SummaryCards />
        <Tabs
          value={tab}
          onChange={(v) => {
            const next = new URLSearchParams(params);
            next.set("tab", parseAdminTab(v));
            setParams(next, { replace: true });
          }}
          keepMounted={false}
        >
          <ScrollArea type="never" offsetScrollbars={false}>
            <Tabs.List style={{ flexWrap: "nowrap" }}>
              {ADMIN_TABS.map((t) => (
                <Tabs.Tab
                  key={t.value}
                  value={t.value}
                  style={{ whiteSpace: "nowrap" }}
                  rightSection={
                    counts[t.value]?.value !== undefined ? (
                      <Badge size="sm" variant="light" aria-label={counts[t.value]?.label}>
                        {counts[t.value]?.value}
                      </Badge>
                    ) : undefined
                  }
                >
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          <Tabs.Panel value={tab} pt="md">
            <Suspense fallback={<Loader size="sm" />}>
              <Panel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
