import { modals } from "@mantine/modals";
import { createElement } from "react";
import { type MessagePrefill, SendMessageForm } from "./SendMessageForm.tsx";

/** Opens the Send Message to User dialog (from the Messages card and every per-listing action). */
export function openSendMessageDialog(prefill: MessagePrefill = {}): void {
  const id = modals.open({
    title: "Send Message to User",
    size: "lg",
    children: createElement(SendMessageForm, { prefill, onDone: () => modals.close(id) }),
  });
}
