import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { MAX_MESSAGE_LENGTH, MESSAGE_TEXTS } from "../../../contract/messages.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useSendReply } from "./api.ts";

/** The reply form under an open message (spec section 2); the server sends it to the message's sender. */
export function ReplyForm({ originalMessageId, onDone }: { originalMessageId: string; onDone: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendReply();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setError(MESSAGE_TEXTS.replyRequired);
      return;
    }
    send.mutate(
      { originalMessageId, message },
      {
        onSuccess: () => {
          toast({ title: "Reply sent", description: "Our team will get back to you here." });
          setText("");
          onDone();
        },
        onError: (err) =>
          toast({
            title: "Failed to send reply",
            description: errorText(err, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Your Reply"
          placeholder="Type your reply here..."
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
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Reply"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
