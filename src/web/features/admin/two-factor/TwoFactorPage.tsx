import { Alert, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { RecoveryCodes } from "../../../../contract/two-factor.ts";
import { useEnglishPage } from "../../../i18n/useLanguage.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { PageLoader } from "../../../ui/PageLoader.tsx";
import { mainContent } from "../../../ui/SkipLink.tsx";
import { useAuth } from "../../auth/useAuth.ts";
import { AdminAccessRequired } from "../AdminAccessRequired.tsx";
import { AdminHeader } from "../AdminHeader.tsx";
import { useStartTwoFactor, useTwoFactorStatus } from "./api.ts";
import { EnrolForm } from "./EnrolForm.tsx";
import { RecoveryCodesCard } from "./RecoveryCodesCard.tsx";

/** /admin/two-factor: an admin turns two-factor sign-in on (docs/decisions/124). */
export default function TwoFactorPage() {
  useEnglishPage();
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader label="Loading..." />;
  if (!user?.isAdmin) return <AdminAccessRequired signedIn={Boolean(user)} />;
  return (
    <>
      <AdminHeader />
      <Center component="main" {...mainContent} mih="80vh" p="md">
        <Card withBorder shadow="md" padding="xl" radius="md" maw={480} w="100%">
          <Stack gap="md">
            <Stack gap={4} align="center">
              <IconShieldLock size={40} color="var(--mantine-color-teal-6)" aria-hidden />
              <Title order={1} size="h2">
                Two-factor sign-in
              </Title>
            </Stack>
            <TwoFactorSteps />
          </Stack>
        </Card>
      </Center>
    </>
  );
}

function TwoFactorSteps() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  if (codes) return <RecoveryCodesCard codes={codes.recoveryCodes} />;
  if (status.isLoading) return <PageLoader label="Loading..." inline />;
  if (status.data?.enabled) {
    return (
      <Stack gap="sm">
        <Text>Two-factor sign-in is on for your account. Recovery codes left: {status.data.recoveryCodesLeft}.</Text>
        <Button component={Link} to="/admin">
          Go to the dashboard
        </Button>
      </Stack>
    );
  }
  if (start.data) return <EnrolForm setup={start.data} onDone={setCodes} />;
  return (
    <Stack gap="sm">
      {status.data?.required && (
        <Alert color="yellow" variant="light">
          Two-factor sign-in is required for admins. Set it up to open the admin dashboard.
        </Alert>
      )}
      <Text size="sm">
        Each admin sign-in will ask for a code from an authenticator app on your phone as well as your password.
      </Text>
      <Button
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onError: (err) =>
              toast({
                title: "Could not start",
                description: errorText(err, "Please try again"),
                variant: "destructive",
              }),
          })
        }
      >
        Set up two-factor sign-in
      </Button>
    </Stack>
  );
}
