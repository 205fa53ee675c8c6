import { Anchor, Button, type ButtonProps, Card, Divider, Stack, Text, Title } from "@mantine/core";
import { IconBrandGoogle, IconMail } from "@tabler/icons-react";
import { forwardRef, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../ui/PageLoader.tsx";
import type { InAppBrowser } from "../auth/in-app-browser.ts";
import { CARD_TITLES, type CardMode } from "./modes.ts";

// The forms (and the validation schemas they bring) load when a mode shows them, not with the landing page's
// first paint: the page stays within its 200 kB JavaScript budget (docs/decisions/112).
const EmailSignUpForm = lazy(() => import("./EmailSignUpForm.tsx"));
const LoginForm = lazy(() => import("./LoginForm.tsx"));

/**
 * The long labels of an in-app browser ('Continue with Google (may not work)') wrap onto a second line on a
 * narrow phone instead of being cut; a one-line label keeps the normal button height.
 */
const wrappingLabel: ButtonProps["styles"] = {
  root: { height: "auto", minHeight: "var(--button-height)", paddingBlock: 6 },
  inner: { minHeight: "calc(var(--button-height) - 14px)" },
  label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 },
};

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
  const { t } = useTranslation();
  const formLoader = <PageLoader inline label={t("auth.loadingForm")} />;
  // No-break spaces keep "(may not work)" together when the label wraps on a narrow phone.
  const googleLabel = inAppBrowser ? t("auth.continueWithGoogleInApp") : t("auth.continueWithGoogle");
  const google = (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} />}
      onClick={onGoogle}
      styles={wrappingLabel}
    >
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
      aria-label={t("auth.cardLabel")}
      style={{ scrollMarginTop: 24 }}
    >
      <Title order={2} size="h3" ta="center" mb="md">
        {t(CARD_TITLES[mode])}
      </Title>
      {mode === "options" && (
        <Stack gap="sm">
          {google}
          <Divider label={t("auth.or")} labelPosition="center" />
          <Button
            fullWidth
            leftSection={<IconMail size={18} />}
            onClick={() => onMode("signup")}
            styles={wrappingLabel}
          >
            {inAppBrowser ? t("auth.continueWithEmailInApp") : t("auth.continueWithEmail")}
          </Button>
          <SwitchLink question={t("auth.haveAccount")} label={t("auth.logIn")} onClick={() => onMode("login")} />
        </Stack>
      )}
      {mode === "signup" && (
        <Stack gap="sm">
          <Suspense fallback={formLoader}>
            <EmailSignUpForm key="signup" />
          </Suspense>
          <Button variant="subtle" color="gray" onClick={() => onMode("options")}>
            {t("auth.backToOptions")}
          </Button>
          <SwitchLink question={t("auth.haveAccount")} label={t("auth.logIn")} onClick={() => onMode("login")} />
        </Stack>
      )}
      {mode === "login" && (
        <Stack gap="sm">
          <Suspense fallback={formLoader}>
            <LoginForm key="login" />
          </Suspense>
          <Divider label={t("auth.or")} labelPosition="center" />
          {google}
          <Button variant="subtle" color="gray" onClick={() => onMode("options")}>
            {t("auth.backToOptions")}
          </Button>
          <SwitchLink question={t("auth.noAccount")} label={t("auth.signUp")} onClick={() => onMode("signup")} />
        </Stack>
      )}
    </Card>
  );
});
