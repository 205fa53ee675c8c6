import { Badge, Button, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageView } from "../../../contract/messages.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useMarkRead, useMessages } from "./api.ts";
import { BuyerQuestions } from "./BuyerQuestions.tsx";
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

  // The open message comes from the list, so it follows the list's refreshes (read state, edits).
  const selected = messages?.find((m) => m.id === selectedId) ?? null;
  const unreadCount = messages?.filter((m) => !m.isRead).length ?? 0;

  const open = (message: MessageView) => {
    setSelectedId(message.id);
    if (!message.isRead) markRead.mutate(message.id);
  };

  const inbox = (
    <>
      <BuyerQuestions />
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
    </>
  );

  // Side by side from `sm` up. On a phone the inbox, or the open message with a way back: chosen by CSS, not by a
  // media query in JavaScript, so the page the server draws is already the phone's, and nothing is drawn again
  // once the script has measured the screen (issue 31, docs/decisions/145).
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 5 }} visibleFrom={selected ? "sm" : undefined}>
        {inbox}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }} visibleFrom={selected ? undefined : "sm"}>
        {selected && (
          <Group hiddenFrom="sm" mb="sm">
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setSelectedId(null)}
              px={4}
            >
              {t("messages.back")}
            </Button>
          </Group>
        )}
        {/* Keyed by message so an open reply form never carries over to another message. */}
        <Card withBorder padding="lg" radius="md" mih={{ sm: INBOX_HEIGHT + 56 }}>
          <MessageDetail key={selected?.id ?? "none"} message={selected} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
