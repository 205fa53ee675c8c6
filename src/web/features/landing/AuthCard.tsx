import { Anchor, Button, Card, Divider, Stack, Text, Title } from "@mantine/core";
import { IconBrandGoogle, IconMail } from "@tabler/icons-react";
import { forwardRef } from "react";
import type { InAppBrowser } from "../auth/in-app-browser.ts";
import { EmailSignUpForm } from "./EmailSignUpForm.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { CARD_TITLES, type CardMode } from "./modes.ts";

interface Props {
  mode: CardMode;
  onMode: (mode: CardMode) => void;
  onGoogle: () => void;
  inAppBrowser: InAppBrowser | null;
}

function SwitchLink({ question, label, onClick }: { question: string; label: string; onClick: () => void }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {question}{" "}
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {label}
      </Anchor>
    </Text>
  );
}

/**
 * The sign-up/login card with its three modes. Each form is remounted on a mode switch (key), which clears
 * whatever was typed, as the spec asks.
 */
export const AuthCard = forwardRef<HTMLDivElement, Props>(function AuthCard(
  { mode, onMode, onGoogle, inAppBrowser },
  ref,
) {
  const googleLabel = inAppBrowser ? "Continue with Google (may not work)" : "Continue with Google";
  const google = (
    <Button variant="default" fullWidth leftSection={<IconBrandGoogle size={18} />} onClick={onGoogle}>
      {googleLabel}
    </Button>
  );
  return (
    <Card
      ref={ref}
      withBorder
      shadow="md"
      padding="lg"
      radius="md"
      w="100%"
      maw={440}
      component="section"
      aria-label="Sign up or log in"
      style={{ scrollMarginTop: 24 }}
    >
      <Title order={2} size="h3" ta="center" mb="md">
        {CARD_TITLES[mode]}
      </Title>
      {mode === "options" && (
        <Stack gap="sm">
          {google}
          <Divider label="or" labelPosition="center" />
          <Button fullWidth leftSection={<IconMail size={18} />} onClick={() => onMode("signup")}>
            {inAppBrowser ? "Continue with Email (Recommended)" : "Continue with Email"}
          </Button>
          <SwitchLink question="Already have an account?" label="Log in" onClick={() => onMode("login")} />
        </Stack>
      )}
      {mode === "signup" && (
        <Stack gap="sm">
          <EmailSignUpForm key="signup" />
          <Button variant="subtle" color="gray" onClick={() => onMode("options")}>
            Back to options
          </Button>
          <SwitchLink question="Already have an account?" label="Log in" onClick={() => onMode("login")} />
        </Stack>
      )}
      {mode === "login" && (
        <Stack gap="sm">
          <LoginForm key="login" />
          <Divider label="or" labelPosition="center" />
          {google}
          <Button variant="subtle" color="gray" onClick={() => onMode("options")}>
            Back to options
          </Button>
          <SwitchLink question="Don't have an account?" label="Sign up" onClick={() => onMode("signup")} />
        </Stack>
      )}
    </Card>
  );
});
