import { Button, Container, Group, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";

/** Narrow phones (360 px) get tighter buttons and a smaller name, so both buttons fit whole beside the logo. */
const buttonFit = { px: { base: 10, xs: 18 }, fz: { base: 13, xs: "sm" } } as const;

export function LandingTopBar({ onLogIn, onSignUp }: { onLogIn: () => void; onSignUp: () => void }) {
  return (
    <Container size="lg" py="sm" component="header">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconCamera size={26} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fw={800} fz={{ base: "lg", xs: "xl" }}>
            SnapList
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" size="sm" {...buttonFit} onClick={onLogIn}>
            Log In
          </Button>
          <Button size="sm" {...buttonFit} onClick={onSignUp}>
            Sign Up Free
          </Button>
        </Group>
      </Group>
    </Container>
  );
}
