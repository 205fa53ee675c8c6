import { Badge, Box, Group, ScrollArea, Stack, Text, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { MessageView } from "../../../contract/messages.ts";
import { shortDate, subjectOf, TYPE_COLORS, typeLabel } from "./format.ts";

/** Spec section 9: the inbox list is 500 px high. */
export const INBOX_HEIGHT = 500;

interface Props {
  messages: MessageView[];
  selectedId: string | null;
  onSelect: (message: MessageView) => void;
}

/** The inbox: unread messages first, then read ones, each group newest first. */
export function MessageList({ messages, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return (
      <Stack h={INBOX_HEIGHT} align="center" justify="center" gap={4} ta="center" px="md">
        <IconMailOpened size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{t("messages.empty")}</Text>
        <Text size="sm" c="dimmed">
          {t("messages.emptyHint")}
        </Text>
      </Stack>
    );
  }
  const unread = messages.filter((m) => !m.isRead);
  const read = messages.filter((m) => m.isRead);
  return (
    <ScrollArea h={INBOX_HEIGHT} type="auto" offsetScrollbars>
      <Stack gap="md" pr={4}>
        <MessageGroup title={t("messages.unreadGroup", { count: unread.length })} empty={t("messages.unreadEmpty")}>
          {unread.map((m) => (
            <MessageRow key={m.id} message={m} selected={m.id === selectedId} onSelect={onSelect} />
          ))}
        </MessageGroup>
        <MessageGroup title={t("messages.readGroup", { count: read.length })} empty={t("messages.readEmpty")}>
          {read.map((m) => (
            <MessageRow key={m.id} message={m} selected={m.id === selectedId} onSelect={onSelect} />
          ))}
        </MessageGroup>
      </Stack>
    </ScrollArea>
  );
}

function MessageGroup({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Title order={4} size="sm" c="dimmed" tt="uppercase" mb={6}>
        {title}
      </Title>
      {children.length > 0 ? (
        <Stack gap={6}>{children}</Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Box>
  );
}

function MessageRow({
  message,
  selected,
  onSelect,
}: {
  message: MessageView;
  selected: boolean;
  onSelect: (m: MessageView) => void;
}) {
  const { t } = useTranslation();
  const subject = subjectOf(message);
  return (
    <UnstyledButton
      onClick={() => onSelect(message)}
      aria-current={selected ? "true" : undefined}
      p="sm"
      style={{
        borderRadius: "var(--mantine-radius-md)",
        border: `1px solid var(--mantine-color-${selected ? "teal-5" : "gray-3"})`,
        background: selected
          ? "var(--mantine-color-teal-0)"
          : message.isRead
            ? "var(--mantine-color-white)"
            : "var(--mantine-color-blue-0)",
      }}
    >
      {/* The row is named by what it shows (WCAG 2.5.3), led by whether it is unread. */}
      {!message.isRead && <VisuallyHidden>{t("messages.unread")}</VisuallyHidden>}
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={message.isRead ? 500 : 700} lineClamp={1}>
          {subject}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {shortDate(message.createdAt)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1} mt={2}>
        {message.message}
      </Text>
      <Group gap={6} mt={6}>
        <Badge size="xs" variant="light" color={TYPE_COLORS[message.messageType] ?? "gray"}>
          {typeLabel(message.messageType)}
        </Badge>
        {message.listing && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {message.listing.title}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
