import { Anchor, Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBrandGoogle, IconMail } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ACCOUNT_DELETED_NOTICE } from "../../../contract/account.ts";
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
      toast(ACCOUNT_DELETED_NOTICE);
      navigate({ pathname: location.pathname, search: "" }, { replace: true });
    }
    if (!authError) return;
    const suggestion = params.get("suggestion");
    toast({
      title: "Sign-in blocked",
      description: suggestion ? `${authError} ${suggestion}` : authError,
      variant: "destructive",
    });
    cardRef.current?.scrollIntoView({ block: "start" });
    navigate({ pathname: location.pathname, search: "" }, { replace: true });
  }, []);

  const onGoogle = () => {
    if (inAppBrowser) {
      toast({ title: inAppTitle(inAppBrowser), description: inAppWarningText });
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
                Free for sellers
              </Badge>
              <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
                Snap a photo. SnapList does the rest.
              </Title>
              <Text size="lg" c="dimmed">
                Upload a picture of anything you want to sell. Our AI identifies it, writes the listing and suggests the
                right price - then we post it to OLX, Quikr and Facebook Marketplace for you.
              </Text>
              <Group gap="xs">
                <Badge variant="dot">AI listing in seconds</Badge>
                <Badge variant="dot">3 price suggestions</Badge>
                <Badge variant="dot">Posted for you</Badge>
              </Group>
            </Stack>
            <Stack align="center" gap="md">
              {inAppBrowser && <InAppBrowserWarning browser={inAppBrowser} />}
              {/* Photos shared from the phone's gallery wait on the phone for the sign-in (docs/decisions/119). */}
              {params.get("shared") === "1" && (
                <Text role="status" ta="center" fw={500} c="teal.8">
                  Your shared photos are waiting: sign up or log in and they will be in Create Listings.
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
            Ready to turn clutter into cash?
          </Title>
          <Text c="dimmed" mb="lg">
            Join free today. Your first listing takes less than a minute.
          </Text>
          <Group justify="center" gap="sm">
            <Button size="md" variant="default" leftSection={<IconBrandGoogle size={18} />} onClick={onGoogle}>
              Start with Google
            </Button>
            <Button size="md" leftSection={<IconMail size={18} />} onClick={() => show("signup")}>
              Create Account
            </Button>
          </Group>
        </Container>
      </Box>

      <Box component="footer" py="lg" bg="gray.1">
        <Container size="lg">
          <Stack gap={6} align="center">
            <Anchor component={Link} to="/admin-login" size="sm" c="dimmed">
              Admin Login
            </Anchor>
            <Text size="xs" c="dimmed" ta="center">
              By signing up, you agree to our Terms of Service and Privacy Policy.
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
