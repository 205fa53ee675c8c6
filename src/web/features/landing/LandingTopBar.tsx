import { Button, Container, Group, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";

/** Narrow phones (360 px) get tighter buttons and a smaller name, so both buttons fit whole beside the logo. */
const buttonFit = { px: { base: 10, xs: 18 }, fz: { base: 13, xs: "sm" } } as const;

export function LandingTopBar({ onLogIn, onSignUp }: { onLogIn: () => void; onSignUp: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="sm" component="header">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconCamera size={26} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fw={800} fz={{ base: "lg", xs: "xl" }}>
            SnapList
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <LanguageSwitch />
          <Button variant="subtle" size="sm" {...buttonFit} onClick={onLogIn}>
            {t("landing.logIn")}
          </Button>
          <Button size="sm" {...buttonFit} onClick={onSignUp}>
            {t("landing.signUpFree")}
          </Button>
        </Group>
      </Group>
    </Container>
  );
}
