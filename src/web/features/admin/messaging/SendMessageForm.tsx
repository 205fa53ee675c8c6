import { Button, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { type DeskMessage, deskMessageText } from "../../../../contract/desk-messages.ts";
import { MESSAGE_TYPE_LABELS, MESSAGE_TYPES, type MessageType } from "../../../../contract/enums.ts";
import { adminMessageProblem, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from "../../../../contract/messages.ts";
import { toast } from "../../../lib/toast.ts";
import { useRecipientListings, useSendAdminMessage, useUserSearch } from "../shared/api.ts";

/** What a per-row action pre-fills in the Send Message to User dialog (spec section 2). */
export interface MessagePrefill {
  recipient?: { id: string; firstName: string | null; email: string };
  listing?: { id: string; title: string };
  /** The prefilled subject and message, in the recipient's language once it is known (English until then). */
  template?: DeskMessage;
  messageType?: MessageType;
}

/** The prefilled recipient's language, from the same search the picker uses (their email finds them). */
function useRecipientLanguage(recipient: MessagePrefill["recipient"]) {
  const found = useUserSearch(recipient?.email ?? "", Boolean(recipient));
  return found.data?.find((u) => u.id === recipient?.id)?.language ?? (found.isSuccess ? "en" : null);
}

const userLabel = (u: { firstName: string | null; lastName?: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ")
    ? `${[u.firstName, u.lastName].filter(Boolean).join(" ")} (${u.email})`
    : u.email;

/** The Send Message to User dialog's form (spec sections 2 and 5): the recipient is searched on the server. */
export function SendMessageForm(props: { prefill: MessagePrefill; onDone: () => void }) {
  const { prefill } = props;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const users = useUserSearch(debounced.trim());
  const [toUserId, setToUserId] = useState<string | null>(prefill.recipient?.id ?? null);
  const [messageType, setMessageType] = useState<MessageType>(prefill.messageType ?? "general");
  const english = prefill.template ? deskMessageText(prefill.template, "en") : { subject: "", message: "" };
  const [subject, setSubject] = useState(english.subject);
  const [message, setMessage] = useState(english.message);
  // Once the seller's language is known, the prefilled texts are theirs - unless the admin already changed them.
  const language = useRecipientLanguage(prefill.recipient);
  const [template] = useState(prefill.template);
  useEffect(() => {
    if (!template || !language || language === "en") return;
    const theirs = deskMessageText(template, language);
    const first = deskMessageText(template, "en");
    setSubject((s) => (s === first.subject ? theirs.subject : s));
    setMessage((m) => (m === first.message ? theirs.message : m));
  }, [template, language]);
  const [errors, setErrors] = useState<Partial<Record<"toUserId" | "subject" | "message", string>>>({});
  const send = useSendAdminMessage();
  const [listingId, setListingId] = useState<string | null>(prefill.listing?.id ?? null);
  const recipientEmail = toUserId
    ? prefill.recipient?.id === toUserId
      ? prefill.recipient.email
      : users.data?.find((u) => u.id === toUserId)?.email
    : undefined;
  const theirListings = useRecipientListings(toUserId, recipientEmail);
  const listingOptions = new Map<string, string>();
  if (prefill.listing) listingOptions.set(prefill.listing.id, prefill.listing.title);
  for (const l of theirListings) listingOptions.set(l.id, l.title);

  const options = new Map<string, string>();
  if (prefill.recipient) options.set(prefill.recipient.id, userLabel(prefill.recipient));
  for (const u of users.data ?? []) options.set(u.id, userLabel(u));

  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = adminMessageProblem({ toUserId, subject, message });
        if (problem) {
          setErrors({ [problem.field]: problem.message });
          return;
        }
        setErrors({});
        try {
          await send.mutateAsync({ toUserId, subject, message, messageType, listingId });
          toast({ title: "Message sent successfully" });
          props.onDone();
        } catch {
          toast({ title: "Failed to send message", variant: "destructive" });
        }
      }}
    >
      <Stack gap="sm">
        <Select
          label="Recipient"
          placeholder="Search by name or email"
          searchable
          clearable
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={toUserId}
          onChange={(id) => {
            setToUserId(id);
            if (id !== prefill.recipient?.id) setListingId(null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage={users.isFetching ? "Searching..." : "No users found"}
          error={errors.toUserId}
        />
        <Select
          label="Listing (optional)"
          placeholder={toUserId ? "No listing" : "Choose a recipient first"}
          clearable
          disabled={!toUserId}
          data={[...listingOptions].map(([value, label]) => ({ value, label }))}
          value={listingId}
          onChange={setListingId}
        />
        <Select
          label="Type"
          data={MESSAGE_TYPES.map((t) => ({ value: t, label: MESSAGE_TYPE_LABELS[t] }))}
          value={messageType}
          onChange={(v) => setMessageType((v as MessageType) ?? "general")}
          allowDeselect={false}
        />
        {template && language === "hi" ? (
          <Text size="sm" c="dimmed">
            Written in Hindi, the seller's language.
          </Text>
        ) : null}
        <TextInput
          label="Subject"
          value={subject}
          maxLength={MAX_SUBJECT_LENGTH}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label="Message"
          value={message}
          maxLength={MAX_MESSAGE_LENGTH}
          autosize
          minRows={4}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
