import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_MESSAGE_LENGTH } from "../../../contract/limits.ts";
import { MESSAGE_TEXTS } from "../../../contract/sentences.ts";
import { formMessage } from "../../i18n/messages.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useSendReply } from "./api.ts";

/** The reply form under an open message (spec section 2); the server sends it to the message's sender. */
export function ReplyForm({ originalMessageId, onDone }: { originalMessageId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendReply();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setError(formMessage(MESSAGE_TEXTS.replyRequired));
      return;
    }
    send.mutate(
      { originalMessageId, message },
      {
        onSuccess: () => {
          toast({ title: t("messages.replySent"), description: t("messages.replySentText") });
          setText("");
          onDone();
        },
        onError: (err) =>
          toast({
            title: t("messages.replyFailed"),
            description: errorText(err, t("common.pleaseTryAgain")),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("messages.yourReply")}
          placeholder={t("messages.replyPlaceholder")}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={MAX_MESSAGE_LENGTH}
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t("messages.sending") : t("messages.sendReply")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
