import { Alert, Badge, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconInfoCircle, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { displaySubject, type MessageView, messageTypeLabel } from "../../../contract/messages.ts";
import { longDate, senderName, TYPE_COLORS } from "./format.ts";
import { ReplyForm } from "./ReplyForm.tsx";

/** The open message: subject, date, type, listing, body, the automated-message note, and Reply. */
export function MessageDetail({ message }: { message: MessageView | null }) {
  const [replying, setReplying] = useState(false);

  if (!message) {
    return (
      <Stack mih={300} align="center" justify="center" gap={6} ta="center">
        <IconMail size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text c="dimmed">Select a message to read</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="article" aria-label="Message">
      <Stack gap={6}>
        <Title order={3} size="h4">
          {displaySubject(message)}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={TYPE_COLORS[message.messageType] ?? "gray"}>
            {messageTypeLabel(message.messageType)}
          </Badge>
          <Text size="sm" c="dimmed">
            From {senderName(message)} · {longDate(message.createdAt)}
          </Text>
        </Group>
        {message.listing && (
          <Text size="sm">
            <Text span c="dimmed">
              Listing:{" "}
            </Text>
            {message.listing.title}
          </Text>
        )}
      </Stack>
      <Divider />
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
      {message.isSystemMessage && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">This is an automated message. You can reply and our team will read it.</Text>
        </Alert>
      )}
      {replying ? (
        <ReplyForm originalMessageId={message.id} onDone={() => setReplying(false)} />
      ) : (
        <Group>
          <Button leftSection={<IconArrowBackUp size={16} />} onClick={() => setReplying(true)}>
            Reply
          </Button>
        </Group>
      )}
    </Stack>
  );
}
