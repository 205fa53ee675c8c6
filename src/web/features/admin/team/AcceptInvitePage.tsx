import { Alert, Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconUsersPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../../../contract/limits.ts";
import { TEAM_MESSAGES } from "../../../../contract/team.ts";
import { useEnglishPage } from "../../../i18n/useLanguage.ts";
import { errorText } from "../../../lib/api.ts";
import { mainContent } from "../../../ui/SkipLink.tsx";
import { useAcceptInvite, useInvitePreview } from "./api.ts";
import { expiresIn } from "./expiresIn.ts";

/**
 * /admin-invite/:token (issue 29 item 7): a new admin chooses a first name and a password; someone who already
 * has a SnapList account with the invited e-mail confirms with that account's password. Then on to /admin.
 */
export default function AcceptInvitePage() {
  useEnglishPage();
  const { token = "" } = useParams();
  const preview = useInvitePreview(token);
  return (
    <Center component="main" {...mainContent} mih="80vh" p="md">
      <Card withBorder shadow="md" padding="xl" radius="md" maw={440} w="100%">
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconUsersPlus size={40} color="var(--mantine-color-teal-6)" aria-hidden />
            <Title order={1} size="h2">
              Join the admin team
            </Title>
          </Stack>
          {preview.isLoading ? (
            <Text c="dimmed" ta="center">
              Checking your invite...
            </Text>
          ) : preview.isError || !preview.data ? (
            <Alert color="red" variant="light" title="This invite cannot be used">
              {errorText(preview.error, TEAM_MESSAGES.inviteNotFound)}
            </Alert>
          ) : (
            <AcceptForm
              token={token}
              email={preview.data.email}
              hasAccount={preview.data.hasAccount}
              expiresAt={preview.data.expiresAt}
            />
          )}
          <Button component={Link} to="/" variant="subtle" color="gray">
            Back to Home
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}

function AcceptForm(props: { token: string; email: string; hasAccount: boolean; expiresAt: string }) {
  const accept = useAcceptInvite(props.token);
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let issue: string | null = null;
    if (props.hasAccount) {
      if (!password) issue = TEAM_MESSAGES.passwordRequired;
    } else if (!firstName.trim()) issue = TEAM_MESSAGES.firstNameRequired;
    else if ([...password].length < MIN_PASSWORD_LENGTH) issue = TEAM_MESSAGES.shortPassword;
    else if (password !== confirm) issue = "Passwords don't match";
    setProblem(issue);
    if (issue) return;
    accept.mutate(
      { firstName: props.hasAccount ? "" : firstName, password },
      {
        onSuccess: () => navigate("/admin", { replace: true }),
        onError: (err) => setProblem(errorText(err, "Could not accept the invite")),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Accept the invite">
      <Stack gap="sm">
        <Text size="sm">
          You are invited as <b style={{ wordBreak: "break-all" }}>{props.email}</b>. The link works for{" "}
          {expiresIn(props.expiresAt)} more.
        </Text>
        {props.hasAccount ? (
          <>
            <Text size="sm" c="dimmed">
              This e-mail already has a SnapList account. Enter its password to make it an admin account.
            </Text>
            <PasswordInput
              label="Your SnapList password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          </>
        ) : (
          <>
            <TextInput
              label="First Name"
              required
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters`}
              required
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label="Confirm Password"
              required
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
          </>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={accept.isPending}>
          Join the team
        </Button>
      </Stack>
    </form>
  );
}
