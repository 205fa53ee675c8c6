import { Alert, Anchor, Badge, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconInfoCircle, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MessageView } from "../../../contract/messages.ts";
import { OffersCard } from "../listings/after-live/OffersCard.tsx";
import { useListing } from "../listings/api.ts";
import { longDate, senderName, subjectOf, TYPE_COLORS, typeLabel } from "./format.ts";
import { ReplyForm } from "./ReplyForm.tsx";

/** The open message: subject, date, type, listing, body, the automated-message note, and Reply. */
export function MessageDetail({ message }: { message: MessageView | null }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);

  if (!message) {
    return (
      <Stack mih={300} align="center" justify="center" gap={6} ta="center">
        <IconMail size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text c="dimmed">{t("messages.select")}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="article" aria-label={t("messages.label")}>
      <Stack gap={6}>
        <Title order={3} size="h4">
          {subjectOf(message)}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={TYPE_COLORS[message.messageType] ?? "gray"}>
            {typeLabel(message.messageType)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t("messages.from", { name: senderName(message), date: longDate(message.createdAt) })}
          </Text>
        </Group>
        {message.listing && (
          <Text size="sm">
            <Text span c="dimmed">
              {t("messages.listing")}{" "}
            </Text>
            {message.listingId ? (
              <Anchor component={Link} to={`/edit-listing/${message.listingId}`} size="sm">
                {message.listing.title}
              </Anchor>
            ) : (
              message.listing.title
            )}
          </Text>
        )}
      </Stack>
      <Divider />
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
      {message.listingId && message.isSystemMessage ? (
        <OfferAsked messageId={message.id} listingId={message.listingId} />
      ) : null}
      {message.isSystemMessage && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">{t("messages.automated")}</Text>
        </Alert>
      )}
      {replying ? (
        <ReplyForm originalMessageId={message.id} onDone={() => setReplying(false)} />
      ) : (
        <Group>
          <Button leftSection={<IconArrowBackUp size={16} />} onClick={() => setReplying(true)}>
            {t("messages.reply")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * A notice that asked the seller about a buyer's offer carries the offer's answer buttons (issue 47 item 7): the
 * seller answers where they read it, as on the Dashboard.
 */
function OfferAsked({ messageId, listingId }: { messageId: string; listingId: string }) {
  const { data: listing } = useListing(listingId);
  const offers = listing?.offers.filter((o) => o.noticeId === messageId) ?? [];
  if (!listing || offers.length === 0) return null;
  return <OffersCard listing={{ ...listing, offers }} />;
}
