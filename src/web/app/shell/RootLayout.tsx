import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { ReferralBar } from "./ReferralBar.tsx";

/** Every page: the referral bar on top, then the page. */
export function RootLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <ReferralBar />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
