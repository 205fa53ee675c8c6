import { Box } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useEnglishPage } from "../../../i18n/useLanguage.ts";
import { PageLoader } from "../../../ui/PageLoader.tsx";
import { mainContent } from "../../../ui/SkipLink.tsx";
import { TWO_FACTOR_PATH } from "../../auth/api.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { AdminAccessRequired } from "../AdminAccessRequired.tsx";
import { AdminHeader } from "../AdminHeader.tsx";
import { useTwoFactorStatus } from "../two-factor/api.ts";

/**
 * An admin page beside the dashboard (the posting session, the assistant's set-up): the same gate as the
 * dashboard (admins only, two-factor when required) and the same header. `children` render for admins only, so
 * their queries never run for anyone else.
 */
export function AdminPageFrame(props: { loadingLabel: string; children: ReactNode }) {
  useEnglishPage();
  const { user, isLoading } = useAuth();
  const twoFactor = useTwoFactorStatus(Boolean(user?.isAdmin));
  if (isLoading || twoFactor.isLoading) return <PageLoader label={props.loadingLabel} />;
  if (!user?.isAdmin) return <AdminAccessRequired signedIn={Boolean(user)} />;
  if (twoFactor.data?.required && !twoFactor.data.enabled) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return (
    <>
      <AdminHeader />
      <Box component="main" {...mainContent}>
        <ModalsProvider>{props.children}</ModalsProvider>
      </Box>
    </>
  );
}
