import { Alert, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useEnglishPage } from "../../i18n/useLanguage.ts";
import { mainContent } from "../../ui/SkipLink.tsx";
import { useAdminLogin } from "../auth/api.ts";
import { CredentialsForm } from "../auth/CredentialsForm.tsx";
import { TwoFactorCodeForm } from "../auth/TwoFactorCodeForm.tsx";

/** The separate admin login (spec section 2). Success goes to /admin. */
export default function AdminLoginPage() {
  useEnglishPage();
  const login = useAdminLogin();
  const needsCode = login.data !== undefined && "next" in login.data && login.data.next === "code";
  return (
    <Center component="main" {...mainContent} mih="80vh" p="md">
      <Card withBorder shadow="md" padding="xl" radius="md" maw={420} w="100%">
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconShieldLock size={40} color="var(--mantine-color-teal-6)" aria-hidden />
            <Title order={1} size="h2">
              Admin Login
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              Sign in with your administrator account.
            </Text>
          </Stack>
          {needsCode ? (
            <TwoFactorCodeForm onStartAgain={() => login.reset()} />
          ) : (
            <CredentialsForm
              label="Admin login"
              login={login}
              submitText="Access Admin Panel"
              pendingText="Verifying..."
              failureTitle="Admin login failed"
              failureFallback="Please check your credentials"
              emailAutoComplete="username"
            />
          )}
          <Alert color="gray" variant="light" p="xs">
            <Text size="xs">This area is restricted to authorised administrators.</Text>
          </Alert>
          <Button component={Link} to="/" variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />}>
            Back to Home
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
