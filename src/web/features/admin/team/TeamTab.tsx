import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { firstIssue } from "../../../../contract/auth.ts";
import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from "../../../../contract/roles.ts";
import {
  createInviteSchema,
  type InviteCreated,
  inviteVoidText,
  type TeamAdmin,
  type TeamInvite,
} from "../../../../contract/team.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { CopyIconButton } from "../../../ui/CopyIconButton.tsx";
import { useChangeRole, useInviteAdmin, useSetAdminActive, useTeam, useWithdrawInvite } from "./api.ts";
import { expiresIn, signInText } from "./expiresIn.ts";

/** The Team tab (issue 29 item 7, docs/decisions/134): the admins, the open invites, and inviting one more. */
export default function TeamTab() {
  const team = useTeam();
  if (team.isLoading) return <Text c="dimmed">Loading the team...</Text>;
  if (team.isError || !team.data) return <Text c="red">{errorText(team.error, "Failed to load the team")}</Text>;
  return (
    <Stack gap="lg">
      <InviteAdmin />
      <AdminsTable admins={team.data.admins} />
      <OpenInvites invites={team.data.invites} />
    </Stack>
  );
}

const ROLE_OPTIONS = ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }));

function AdminsTable({ admins }: { admins: TeamAdmin[] }) {
  const setActive = useSetAdminActive();
  const changeRole = useChangeRole();
  // There is always one active owner (docs/decisions/161): the last one is offered neither Deactivate nor another
  // role (the server refuses both anyway).
  const activeOwners = admins.filter((a) => !a.deactivatedAt && a.role === "owner");
  const isLastOwner = (a: TeamAdmin) => activeOwners.length === 1 && activeOwners[0].id === a.id;
  const setRole = (admin: TeamAdmin, role: AdminRole) =>
    changeRole.mutate(
      { userId: admin.id, role },
      {
        onSuccess: (answer) => {
          const lost = [
            answer.tokensRevoked ? `${answer.tokensRevoked} assistant token(s) revoked` : "",
            answer.claimsReleased ? `${answer.claimsReleased} claim(s) released` : "",
          ].filter(Boolean);
          toast({
            title: `${admin.name} is now ${ADMIN_ROLE_LABELS[role].toLowerCase()}`,
            description: lost.join(", ") || undefined,
          });
          // Stepping down yourself changes what this desk may show.
          if (admin.isYou) window.location.assign("/admin");
        },
        onError: (err) =>
          toast({
            title: "Could not change the role",
            description: errorText(err, "Please try again"),
            variant: "destructive",
          }),
      },
    );
  const change = (admin: TeamAdmin, active: boolean) =>
    setActive.mutate(
      { userId: admin.id, active },
      {
        onSuccess: () => {
          toast({ title: active ? "Admin reactivated" : "Admin deactivated", description: admin.name });
          // Deactivating yourself ends your own session: the desk is no longer yours to see.
          if (!active && admin.isYou) window.location.assign("/admin-login");
        },
        onError: (err) =>
          toast({
            title: "Could not change the admin",
            description: errorText(err, "Please try again"),
            variant: "destructive",
          }),
      },
    );
  const confirm = (admin: TeamAdmin) =>
    modals.openConfirmModal({
      title: "Deactivate admin",
      children: (
        <Text size="sm">
          Deactivate {admin.name} ({admin.email})? {admin.isYou ? "You will be signed out at once. " : ""}Their sessions
          end, their posting assistant tokens stop working and the postings they hold are released. They cannot sign in
          until an admin reactivates them.
        </Text>
      ),
      labels: { confirm: "Deactivate", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => change(admin, false),
    });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Admins
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label="Admins">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Two-factor</Table.Th>
              <Table.Th>Last sign-in</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {admins.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  {a.name}
                  {a.isYou && (
                    <Text span c="dimmed" size="sm">
                      {" "}
                      (you)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ wordBreak: "break-all" }}>{a.email}</Table.Td>
                <Table.Td>
                  {isLastOwner(a) ? (
                    <Text size="sm" title="The last active owner keeps the role until another admin is an owner">
                      {ADMIN_ROLE_LABELS[a.role]}
                    </Text>
                  ) : (
                    <Select
                      size="xs"
                      w={120}
                      aria-label={`Role of ${a.name}`}
                      data={ROLE_OPTIONS}
                      value={a.role}
                      allowDeselect={false}
                      disabled={changeRole.isPending && changeRole.variables?.userId === a.id}
                      onChange={(v) => {
                        if (v && v !== a.role) setRole(a, v as AdminRole);
                      }}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={a.twoFactor ? "teal" : "gray"}>
                    {a.twoFactor ? "On" : "Off"}
                  </Badge>
                </Table.Td>
                <Table.Td>{signInText(a.lastSignInAt)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={a.deactivatedAt ? "red" : "green"}>
                    {a.deactivatedAt ? "Deactivated" : "Active"}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {a.deactivatedAt ? (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Reactivate ${a.name}`}
                      loading={setActive.isPending && setActive.variables?.userId === a.id}
                      onClick={() => change(a, true)}
                    >
                      Reactivate
                    </Button>
                  ) : isLastOwner(a) ? null : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Deactivate ${a.name}`}
                      loading={setActive.isPending && setActive.variables?.userId === a.id}
                      onClick={() => confirm(a)}
                    >
                      Deactivate
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * Open invites, and those that died with their author's power (docs/decisions/183) until they would have expired:
 * shown as void with why, never withdrawable or usable.
 */
function OpenInvites({ invites }: { invites: TeamInvite[] }) {
  const withdraw = useWithdrawInvite();
  return (
    <Stack gap="xs" component="section" aria-labelledby="open-invites-heading">
      <Title order={2} size="h4" id="open-invites-heading">
        Open invites
      </Title>
      {invites.length === 0 ? (
        <Text c="dimmed" size="sm">
          No open invites.
        </Text>
      ) : (
        <Stack gap={6}>
          {invites.map((i) => (
            <Group key={i.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" style={{ wordBreak: "break-all" }} td={i.voided ? "line-through" : undefined}>
                    {i.email}
                  </Text>
                  {i.voided && (
                    <Badge variant="light" color="red">
                      Void
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {i.voided ? inviteVoidText(i.voided, i.invitedBy) : `Expires in ${expiresIn(i.expiresAt)}`}
                  {i.invitedBy && !i.voided ? ` · invited by ${i.invitedBy}` : ""} · {ADMIN_ROLE_LABELS[i.role]}
                </Text>
              </Stack>
              {!i.voided && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Withdraw the invite for ${i.email}`}
                  loading={withdraw.isPending && withdraw.variables === i.id}
                  onClick={() =>
                    withdraw.mutate(i.id, {
                      onSuccess: () => toast({ title: "Invite withdrawn", description: i.email }),
                      onError: (err) =>
                        toast({
                          title: "Could not withdraw",
                          description: errorText(err, "Please try again"),
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  Withdraw
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function InviteAdmin() {
  const invite = useInviteAdmin();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AdminRole>("poster");
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<InviteCreated | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const issue = firstIssue(createInviteSchema, { email, role });
    setProblem(issue);
    if (issue) return;
    invite.mutate(
      { email, role },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setEmail("");
        },
        onError: (err) => setProblem(errorText(err, "Could not create the invite")),
      },
    );
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invite an admin
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={problem}
              style={{ flex: "1 1 240px" }}
            />
            <Select
              label="Role"
              w={140}
              data={ROLE_OPTIONS}
              value={role}
              allowDeselect={false}
              onChange={(v) => v && setRole(v as AdminRole)}
            />
            <Button type="submit" mt={25} loading={invite.isPending}>
              Create invite link
            </Button>
          </Group>
        </form>
        <Text size="xs" c="dimmed">
          {ADMIN_ROLE_LABELS[role]}: {ADMIN_ROLE_DESCRIPTIONS[role]}
        </Text>
        {created && (
          <Alert
            color="teal"
            variant="light"
            title={`Invite link for ${created.email} (${ADMIN_ROLE_LABELS[created.role].toLowerCase()})`}
            withCloseButton
            closeButtonLabel="Hide the invite link"
            onClose={() => setCreated(null)}
          >
            <Stack gap={6}>
              <Text size="sm">
                Send this link to them. It works once, for {expiresIn(created.expiresAt)}, and is shown only now.
                {created.emailed ? " It has also been e-mailed to them." : ""}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  readOnly
                  aria-label="Invite link"
                  value={created.link}
                  onFocus={(e) => e.currentTarget.select()}
                  style={{ flex: 1 }}
                />
                <CopyIconButton text={created.link} label="Invite link" />
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
