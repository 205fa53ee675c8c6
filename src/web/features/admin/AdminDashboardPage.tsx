import { Anchor, Box, Button, Container, Group, Loader, Stack, Tabs, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { IconPlayerPlay } from "@tabler/icons-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { WORK_KIND_PLURALS, type WorkCounts } from "../../../contract/work-queue.ts";
import { useEnglishPage } from "../../i18n/useLanguage.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { mainContent } from "../../ui/SkipLink.tsx";
import { TWO_FACTOR_PATH } from "../auth/api.ts";
import { useAuth } from "../auth/useAuth.ts";
import { useDelistCount } from "../sales/api.ts";
import { AdminAccessRequired } from "./AdminAccessRequired.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import classes from "./DeskNav.module.css";
import { DeskNav, type TabCounts } from "./DeskNav.tsx";
import { useAdminSummary } from "./shared/api.ts";
import { useAdminRole, useCan } from "./shared/permissions.ts";
import { SummaryCards } from "./summary/SummaryCards.tsx";
import { type AdminTab, parseAdminTab } from "./tabs.ts";
import { useQueueCounts } from "./today/api.ts";
import { useTwoFactorStatus } from "./two-factor/api.ts";

// Each tab is its own folder and chunk: an admin downloads a tab's code when they open it.
const panels: Record<AdminTab, ReturnType<typeof lazy>> = {
  today: lazy(() => import("./today/TodayTab.tsx")),
  marketplace: lazy(() => import("./marketplace/MarketplaceTab.tsx")),
  pending: lazy(() => import("./pending-review/PendingReviewTab.tsx")),
  logs: lazy(() => import("./creation-logs/CreationLogsTab.tsx")),
  sales: lazy(() => import("./sales/SalesTrackingTab.tsx")),
  payouts: lazy(() => import("./payouts/PendingPayoutsTab.tsx")),
  referrals: lazy(() => import("./referrals/ReferralSystemTab.tsx")),
  growth: lazy(() => import("./growth/CommunityGrowthTab.tsx")),
  analytics: lazy(() => import("./analytics/AnalyticsTab.tsx")),
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
  const role = useAdminRole();
  const canPost = useCan("postings");
  const summary = useAdminSummary();
  const delist = useDelistCount();
  // Polled on every tab: the header's counts, the page title, and a session ended elsewhere (-> admin login).
  const today = useQueueCounts();
  const totals = todayTotals(today.data?.counts);
  useTodayTitle(totals);
  const counts: TabCounts = {
    today: {
      value: today.data ? totals.total : undefined,
      label: `${totals.total} items in Today${totals.overdue ? `, ${totals.overdue} overdue` : ""}`,
    },
    pending: { value: summary.data?.pendingReview, label: "Listings waiting" },
    sales: { value: delist.data?.open || undefined, label: "Ads to remove after a sale" },
    updates: { value: summary.data?.updateTasksOpen || undefined, label: "Ads to update" },
    renewals: { value: summary.data?.renewalsDue || undefined, label: "Ads to renew" },
  };
  const tab = parseAdminTab(params.get("tab"), role);
  const Panel = panels[tab];
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            Admin Dashboard
          </Title>
          <Group gap="md" wrap="wrap">
            {canPost ? (
              <Anchor component={Link} to="/admin/assistant" size="sm">
                Posting assistant
              </Anchor>
            ) : null}
            <Anchor component={Link} to={TWO_FACTOR_PATH} size="sm">
              Two-factor sign-in
            </Anchor>
            {/* Issue 29: walk the waiting postings one at a time, each claimed while it is open. */}
            {canPost ? (
              <Button component={Link} to="/admin/posting" leftSection={<IconPlayerPlay size={16} />}>
                Start posting
              </Button>
            ) : null}
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(v) => {
            const next = new URLSearchParams(params);
            next.set("tab", parseAdminTab(v, role));
            setParams(next, { replace: true });
          }}
          keepMounted={false}
          variant="pills"
        >
          <div className={classes.layout}>
            <DeskNav role={role} tab={tab} counts={counts} />
            <div className={classes.work}>
              <SummaryCards />
              <Tabs.Panel value={tab}>
                <Suspense fallback={<Loader size="sm" />}>
                  <Panel />
                </Suspense>
              </Tabs.Panel>
            </div>
          </div>
        </Tabs>
      </Stack>
    </Container>
  );
}

function todayTotals(counts: WorkCounts | undefined) {
  let total = 0;
  let overdue = 0;
  for (const c of Object.values(counts ?? {})) {
    total += c?.total ?? 0;
    overdue += c?.overdue ?? 0;
  }
  return { total, overdue, counts };
}

/** The page title carries Today's counts, so a desk in a background tab still says what waits. */
function useTodayTitle(totals: ReturnType<typeof todayTotals>) {
  const perKind = Object.entries(totals.counts ?? {})
    .filter(([, c]) => (c?.total ?? 0) > 0)
    .map(([k, c]) => `${WORK_KIND_PLURALS[k as keyof typeof WORK_KIND_PLURALS]} ${c?.total}`)
    .join(", ");
  const title = totals.counts
    ? `(${totals.overdue ? `${totals.overdue} overdue, ` : ""}${totals.total}) Today${perKind ? `: ${perKind}` : ""} - SnapList admin`
    : "SnapList admin";
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
