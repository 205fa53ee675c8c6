import { Alert, Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconArrowLeft, IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { firstIssue, loginSchema } from "../../../contract/auth.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useAdminLogin } from "../auth/api.ts";

function adminLoginFailed(description: string) {
  toast({ title: "Admin login failed", description, variant: "destructive" });
}

/** The separate admin login (spec section 2). Success goes to /admin. */
export default function AdminLoginPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useAdminLogin();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(loginSchema, { email, password });
    if (problem) return adminLoginFailed(problem);
    login.mutate(
      { email, password },
      { onError: (err) => adminLoginFailed(errorText(err, "Please check your credentials")) },
    );
  };

  return (
    <Center mih="80vh" p="md">
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
          <form onSubmit={submit} noValidate aria-label="Admin login">
            <Stack gap="sm">
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Button type="submit" fullWidth disabled={login.isPending}>
                {login.isPending ? "Verifying..." : "Access Admin Panel"}
              </Button>
            </Stack>
          </form>
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
