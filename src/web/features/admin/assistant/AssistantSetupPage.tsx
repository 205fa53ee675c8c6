import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle, IconDownload, IconKey } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { EXTENSION_TOKEN_DAYS, type ExtensionToken } from "../../../../contract/posting-desk.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { CopyIconButton } from "../../../ui/CopyIconButton.tsx";
import { createdDate } from "../../../ui/format.ts";
import { AdminPageFrame } from "../shared/AdminPageFrame.tsx";
import {
  EXTENSION_ZIP_URL,
  type ExtensionTokenCreated,
  thisBrowserName,
  useCreateExtensionToken,
  useExtensionTokens,
  useRevokeExtensionToken,
} from "./api.ts";

/**
 * /admin/assistant (issue 29 items 2-3): the posting assistant's set-up. Download it, load it unpacked, and give
 * it a token for this browser; the admin's tokens are listed with Revoke.
 */
export default function AssistantSetupPage() {
  return (
    <AdminPageFrame permission="postings" loadingLabel="Loading the posting assistant...">
      <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap">
            <Title order={1} size="h2">
              Posting assistant
            </Title>
            <Anchor component={Link} to="/admin" size="sm">
              Back to the desk
            </Anchor>
          </Group>
          <Text size="sm">
            The assistant is a browser extension for Chrome, Edge and other Chromium browsers. From a posting session,
            "Open in OLX" (or Quikr, or Facebook) opens the marketplace's form and the assistant fills it: title,
            description, price, category, condition, location and photos. You check it and publish; it sends the ad's
            address back and the posting is marked posted.
          </Text>
          <InstallCard />
          <TokenCard />
        </Stack>
      </Container>
    </AdminPageFrame>
  );
}

function InstallCard() {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          1. Install it
        </Title>
        <Group>
          <Button component="a" href={EXTENSION_ZIP_URL} download leftSection={<IconDownload size={16} />}>
            Download the assistant (zip)
          </Button>
        </Group>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Unzip the file into a folder you will keep (the browser loads it from there).</List.Item>
          <List.Item>
            Open <Code>chrome://extensions</Code> (in Edge, <Code>edge://extensions</Code>).
          </List.Item>
          <List.Item>Turn on Developer mode (top right).</List.Item>
          <List.Item>Click Load unpacked and choose the unzipped folder.</List.Item>
          <List.Item>
            Pin SnapList posting assistant from the puzzle-piece menu, and open it to paste the token.
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}

function TokenCard() {
  const tokens = useExtensionTokens();
  const create = useCreateExtensionToken();
  const [name, setName] = useState(() => thisBrowserName(typeof navigator === "undefined" ? "" : navigator.userAgent));
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<ExtensionTokenCreated | null>(null);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          2. Give it a token
        </Title>
        <Text size="sm">
          The token lets the assistant read the postings you have claimed and mark them posted or failed, nothing else.
          It lasts {EXTENSION_TOKEN_DAYS} days; revoke it here when you stop using this browser.
        </Text>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              setCreated(await create.mutateAsync(name));
            } catch (err) {
              setError(errorText(err, "Could not create the token"));
            }
          }}
        >
          <Group align="flex-start" wrap="wrap" gap="xs">
            <TextInput
              style={{ flex: "1 1 220px" }}
              label="Browser name"
              description="So you can tell your tokens apart"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              maxLength={60}
            />
            <Button
              type="submit"
              mt={{ base: 0, sm: 44 }}
              loading={create.isPending}
              leftSection={<IconKey size={16} />}
            >
              Create a token for this browser
            </Button>
          </Group>
        </form>
        {created ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title="Copy this token now: it will not be shown again"
            data-testid="new-token"
          >
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap">
                <Code style={{ wordBreak: "break-all", flex: 1 }} data-testid="new-token-value">
                  {created.token}
                </Code>
                <CopyIconButton text={created.token} label="Token" />
              </Group>
              <Text size="sm">
                Paste it into the assistant (its icon in the toolbar). If you lose it, revoke it and create another.
              </Text>
              <Group>
                <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                  Done, I copied it
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Title order={3} size="h5">
          Your tokens
        </Title>
        {tokens.isLoading ? (
          <Text size="sm" c="dimmed">
            Loading tokens...
          </Text>
        ) : tokens.isError ? (
          <Text size="sm" c="red">
            {errorText(tokens.error, "Failed to load tokens")}
          </Text>
        ) : (tokens.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No tokens yet.
          </Text>
        ) : (
          <TokenTable tokens={tokens.data ?? []} />
        )}
      </Stack>
    </Card>
  );
}

const dateOrNever = (iso: string | null) => (iso ? createdDate(iso) : "Never");

function TokenTable(props: { tokens: ExtensionToken[] }) {
  const revoke = useRevokeExtensionToken();
  const confirm = (t: ExtensionToken) =>
    modals.openConfirmModal({
      title: "Revoke token",
      children: (
        <Text size="sm">
          Revoke "{t.name}"? The assistant in that browser stops working at once; you can create a new token any time.
        </Text>
      ),
      labels: { confirm: "Revoke", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(t.id);
          toast({ title: "Token revoked", description: t.name });
        } catch (err) {
          toast({ title: "Revoke failed", description: errorText(err, "Could not revoke"), variant: "destructive" });
        }
      },
    });
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Your assistant tokens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.tokens.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>{createdDate(t.createdAt)}</Table.Td>
              <Table.Td>{createdDate(t.expiresAt)}</Table.Td>
              <Table.Td>{dateOrNever(t.lastUsedAt)}</Table.Td>
              <Table.Td>
                {t.revokedAt ? (
                  <Badge color="gray" variant="light">
                    Revoked
                  </Badge>
                ) : new Date(t.expiresAt).getTime() <= Date.now() ? (
                  <Badge color="gray" variant="light">
                    Expired
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => confirm(t)}
                    aria-label={`Revoke ${t.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
