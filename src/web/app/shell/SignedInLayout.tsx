import { Box } from "@mantine/core";
import { Suspense, useMemo } from "react";
import { Outlet } from "react-router";
import { ReferralPopup, useReferralPopupDeciding } from "../../features/referrals/ReferralPopup.tsx";
// Server and form sentences without a code are matched to one on the seller's pages (docs/decisions/131).
import "../../i18n/messages.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { mainContent } from "../../ui/SkipLink.tsx";
import { BottomNav } from "./BottomNav.tsx";
import { TopNav } from "./TopNav.tsx";

/**
 * The seller's pages: top navigation, the page, and on small screens the bottom navigation. Mantine's modals manager
 * is provided by the one seller page that uses it, the Dashboard (its delete confirmation), and by the admin's
 * pages: neither the landing page nor Create Listings loads it (docs/decisions/131, 137).
 */
export default function SignedInLayout() {
  // A new seller's page waits for the referral popup's answer, so that the popup does not push it down.
  const deciding = useReferralPopupDeciding();
  // The same element on every render: a render of this layout (the popup's answer, marking it seen) must not reach a
  // page whose server-drawn HTML is still waiting for its chunk. React would draw that page again beside the server's
  // copy for a moment (react/react#37014): two Dashboards on the screen.
  const page = useMemo(
    () => (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    ),
    [],
  );
  return (
    <>
      <TopNav />
      {/* Room for the fixed bottom navigation on small screens. */}
      <Box component="main" {...mainContent} pb={{ base: 72, md: 0 }}>
        {deciding ? (
          <PageLoader />
        ) : (
          <>
            <ReferralPopup />
            {page}
          </>
        )}
      </Box>
      <BottomNav />
    </>
  );
}
