import { Anchor, Box, Card, Container, Text, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { ADMIN_ROLE_LABELS, can, type Permission } from "../../../../contract/roles.ts";
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
export function AdminPageFrame(props: { loadingLabel: string; permission?: Permission; children: ReactNode }) {
  useEnglishPage();
  const { user, isLoading } = useAuth();
  const twoFactor = useTwoFactorStatus(Boolean(user?.isAdmin));
  if (isLoading || twoFactor.isLoading) return <PageLoader label={props.loadingLabel} />;
  if (!user?.isAdmin) return <AdminAccessRequired signedIn={Boolean(user)} />;
  if (twoFactor.data?.required && !twoFactor.data.enabled) return <Navigate to={TWO_FACTOR_PATH} replace />;
  // A page of work the admin's role does not do (docs/decisions/161): said, rather than a page of refused calls.
  const role = user.adminRole ?? "owner";
  const allowed = !props.permission || can(role, props.permission);
  return (
    <>
      <AdminHeader />
      <Box component="main" {...mainContent}>
        {allowed ? (
          <ModalsProvider>{props.children}</ModalsProvider>
        ) : (
          <Container size="sm" py="xl">
            <Card withBorder padding="lg">
              <Title order={1} size="h3">
                Not part of your role
              </Title>
              <Text mt="sm">
                Your role ({ADMIN_ROLE_LABELS[role]}) does not include this page. An owner can change roles on the Team
                tab.
              </Text>
              <Anchor component={Link} to="/admin" mt="md" display="inline-block">
                Back to the desk
              </Anchor>
            </Card>
          </Container>
        )}
      </Box>
    </>
  );
}
