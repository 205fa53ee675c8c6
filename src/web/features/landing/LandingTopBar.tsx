import { Button, Container, Group, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";

export function LandingTopBar({ onLogIn, onSignUp }: { onLogIn: () => void; onSignUp: () => void }) {
  return (
    <Container size="lg" py="sm" component="header">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconCamera size={26} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fw={800} size="xl">
            SnapList
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" size="sm" onClick={onLogIn}>
            Log In
          </Button>
          <Button size="sm" onClick={onSignUp}>
            Sign Up Free
          </Button>
        </Group>
      </Group>
    </Container>
  );
}
