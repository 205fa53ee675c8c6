import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PwaBanners } from "../../pwa/PwaBanners.tsx";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { SkipLink } from "../../ui/SkipLink.tsx";
import { ReferralBar } from "./ReferralBar.tsx";

/** Every page: the skip link, the offline and new-version banners, the referral bar, then the page. */
export function RootLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <PwaBanners />
      <ReferralBar />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
