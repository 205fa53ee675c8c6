import { Button, Container, Group, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";

/**
 * Narrow phones (360 px) get tighter buttons, a smaller mark and name, and the bar's own padding is smaller, so that
 * both buttons fit whole beside the logo with room to spare (about 20 px at 360 px, in English and Hindi). Should a
 * late or wider font still not fit, the buttons wrap under the logo rather than push the page sideways (issue 47
 * item 9).
 */
const buttonFit = { px: { base: 8, xs: 18 }, fz: { base: 13, xs: "sm" } } as const;

export function LandingTopBar({ onLogIn, onSignUp }: { onLogIn: () => void; onSignUp: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="sm" px={{ base: "xs", xs: "md" }} component="header">
      <Group justify="space-between" wrap="wrap" gap="xs" style={{ rowGap: 6 }}>
        <Group gap={4} wrap="nowrap">
          <IconCamera size={22} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fw={800} fz={{ base: "lg", xs: "xl" }}>
            SnapList
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
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
