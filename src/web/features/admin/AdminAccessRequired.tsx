import { Button, Card, Center, Group, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { mainContent } from "../../ui/SkipLink.tsx";

/** What a non-admin sees at /admin (spec section 2), with the text for signed-in and signed-out visitors. */
export function AdminAccessRequired({ signedIn }: { signedIn: boolean }) {
  return (
    <Center component="main" {...mainContent} mih="60vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="md" maw={440} w="100%" ta="center">
        <ThemeIcon size={48} radius="xl" color="red" variant="light" mx="auto" mb="sm">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={2} size="h3" mb="xs">
          Admin Access Required
        </Title>
        <Text c="dimmed" mb="lg">
          {signedIn
            ? "You do not have admin privileges to access this dashboard."
            : "Please log in with admin credentials to access this dashboard."}
        </Text>
        <Group justify="center" gap="sm">
          {!signedIn && (
            <Button component={Link} to="/admin-login">
              Admin Login
            </Button>
          )}
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </Group>
      </Card>
    </Center>
  );
}
