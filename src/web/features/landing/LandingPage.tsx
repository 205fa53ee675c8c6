import { Anchor, Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBrandGoogle, IconMail } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { signInMessage } from "../../i18n/index.ts";
import { local } from "../../lib/storage.ts";
import { toast } from "../../lib/toast.ts";
import { mainContent } from "../../ui/SkipLink.tsx";
import { startGoogleSignIn } from "../auth/api.ts";
import { inAppTitle, inAppWarningText, useInAppBrowser } from "../auth/useInAppBrowser.ts";
import { PENDING_REFERRAL_KEY } from "../referrals/useReferralLink.ts";
import { AuthCard } from "./AuthCard.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { InAppBrowserWarning } from "./InAppBrowserWarning.tsx";
import { LandingTopBar } from "./LandingTopBar.tsx";
import type { CardMode } from "./modes.ts";

/** The visitor's landing page (spec section 2). Also served at /register (referral share links). */
export default function LandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inAppBrowser = useInAppBrowser();
  const cardRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<CardMode>(() => {
    if (params.get("auth_error")) return "signup";
    if (params.get("mode") === "login") return "login";
    return location.pathname === "/register" ? "signup" : "options";
  });

  const show = (next: CardMode) => {
    setMode(next);
    cardRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  // Once, on arrival: remember a referral code for sign-up, and report a failed Google sign-in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the arrival URL only
  useEffect(() => {
    const ref = params.get("ref")?.trim().toUpperCase();
    if (ref) local.set(PENDING_REFERRAL_KEY, ref);
    const authError = params.get("auth_error");
    if (params.get("mode") === "login" || params.get("shared") === "1")
      cardRef.current?.scrollIntoView({ block: "start" });
    // Where the browser lands after deleting the account (docs/decisions/129).
    if (params.get("account") === "deleted") {
      // ACCOUNT_DELETED_NOTICE's texts, in the seller's language.
      toast({ title: t("account.deletedTitle"), description: t("account.deletedText") });
      navigate({ pathname: location.pathname, search: "" }, { replace: true });
    }
    if (!authError) return;
    const suggestion = params.get("suggestion");
    toast({
      title: t("landing.signInBlocked"),
      description: suggestion ? `${signInMessage(authError)} ${signInMessage(suggestion)}` : signInMessage(authError),
      variant: "destructive",
    });
    cardRef.current?.scrollIntoView({ block: "start" });
    navigate({ pathname: location.pathname, search: "" }, { replace: true });
  }, []);

  const onGoogle = () => {
    if (inAppBrowser) {
      toast({ title: inAppTitle(inAppBrowser), description: inAppWarningText() });
      show("signup");
      return;
    }
    startGoogleSignIn();
  };

  return (
    <Box bg="white">
      <LandingTopBar onLogIn={() => show("login")} onSignUp={() => show("options")} />

      <Box component="main" {...mainContent}>
        <Container size="lg" py={{ base: "lg", sm: 48 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: "center" }}>
            <Stack gap="md">
              <Badge variant="light" size="lg" w="fit-content">
                {t("landing.badge")}
              </Badge>
              <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
                {t("landing.heroTitle")}
              </Title>
              <Text size="lg" c="dimmed">
                {t("landing.heroText")}
              </Text>
              <Group gap="xs">
                <Badge variant="dot">{t("landing.pointFast")}</Badge>
                <Badge variant="dot">{t("landing.pointPrices")}</Badge>
                <Badge variant="dot">{t("landing.pointPosted")}</Badge>
              </Group>
            </Stack>
            <Stack align="center" gap="md">
              {inAppBrowser && <InAppBrowserWarning browser={inAppBrowser} />}
              {/* Photos shared from the phone's gallery wait on the phone for the sign-in (docs/decisions/119). */}
              {params.get("shared") === "1" && (
                <Text role="status" ta="center" fw={500} c="teal.8">
                  {t("landing.sharedWaiting")}
                </Text>
              )}
              <AuthCard ref={cardRef} mode={mode} onMode={setMode} onGoogle={onGoogle} inAppBrowser={inAppBrowser} />
            </Stack>
          </SimpleGrid>
        </Container>

        <Box bg="gray.0">
          <FeatureGrid />
        </Box>

        <Container size="md" py={56} ta="center" component="section" aria-labelledby="cta-title">
          <Title id="cta-title" order={2} mb="sm">
            {t("landing.ctaTitle")}
          </Title>
          <Text c="dimmed" mb="lg">
            {t("landing.ctaText")}
          </Text>
          <Group justify="center" gap="sm">
            <Button size="md" variant="default" leftSection={<IconBrandGoogle size={18} />} onClick={onGoogle}>
              {t("landing.startWithGoogle")}
            </Button>
            <Button size="md" leftSection={<IconMail size={18} />} onClick={() => show("signup")}>
              {t("landing.createAccount")}
            </Button>
          </Group>
        </Container>
      </Box>

      <Box component="footer" py="lg" bg="gray.1">
        <Container size="lg">
          <Stack gap={6} align="center">
            <Anchor component={Link} to="/admin-login" size="sm" c="dimmed">
              {t("landing.adminLogin")}
            </Anchor>
            <Text size="xs" c="dimmed" ta="center">
              {t("landing.terms")}
            </Text>
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} SnapList
            </Text>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
