import { Badge, Button, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageView } from "../../../contract/messages.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useMarkRead, useMessages } from "./api.ts";
import { MessageDetail } from "./MessageDetail.tsx";
import { INBOX_HEIGHT, MessageList } from "./MessageList.tsx";

/**
 * Messages tab (spec section 2): the inbox beside the open message. On a phone they share one column:
 * the list, or the open message with a Back button.
 */
export default function MessagesTab() {
  const { t } = useTranslation();
  const { data: messages, isLoading, isError, refetch } = useMessages();
  const markRead = useMarkRead();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const phone = useMediaQuery("(max-width: 48em)") ?? false;

  // The open message comes from the list, so it follows the list's refreshes (read state, edits).
  const selected = messages?.find((m) => m.id === selectedId) ?? null;
  const unreadCount = messages?.filter((m) => !m.isRead).length ?? 0;

  const open = (message: MessageView) => {
    setSelectedId(message.id);
    if (!message.isRead) markRead.mutate(message.id);
  };

  const inbox = (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("messages.inbox")}
        </Title>
        {unreadCount > 0 && (
          <Badge color="red" variant="filled" aria-label={t("nav.unread", { count: unreadCount })}>
            {unreadCount}
          </Badge>
        )}
      </Group>
      {isLoading ? (
        <Stack h={INBOX_HEIGHT} align="center" justify="center">
          <Spinner label={t("messages.loading")} />
        </Stack>
      ) : isError ? (
        <Stack h={INBOX_HEIGHT} align="center" justify="center" gap="xs">
          <Text c="red">{t("messages.loadFailed")}</Text>
          <Button variant="light" onClick={() => refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Stack>
      ) : (
        <MessageList messages={messages ?? []} selectedId={selectedId} onSelect={open} />
      )}
    </Card>
  );

  // Keyed by message so an open reply form never carries over to another message.
  const detail = (
    <Card withBorder padding="lg" radius="md" mih={phone ? undefined : INBOX_HEIGHT + 56}>
      <MessageDetail key={selected?.id ?? "none"} message={selected} />
    </Card>
  );

  if (phone) {
    if (!selected) return inbox;
    return (
      <Stack gap="sm">
        <Group>
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => setSelectedId(null)} px={4}>
            {t("messages.back")}
          </Button>
        </Group>
        {detail}
      </Stack>
    );
  }

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 5 }}>{inbox}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>{detail}</Grid.Col>
    </Grid>
  );
}
