import { modals } from "@mantine/modals";
import { createElement } from "react";
import type { MessageType } from "../../../../contract/enums.ts";
import { SendMessageForm } from "./SendMessageForm.tsx";

/** What a per-row action pre-fills in the Send Message to User dialog (spec section 2). */
export interface MessagePrefill {
  recipient?: { id: string; firstName: string | null; email: string };
  listing?: { id: string; title: string };
  subject?: string;
  messageType?: MessageType;
}

/** Opens the Send Message to User dialog (from the Messages card and every per-listing action). */
export function openSendMessageDialog(prefill: MessagePrefill = {}): void {
  const id = modals.open({
    title: "Send Message to User",
    size: "lg",
    children: createElement(SendMessageForm, { prefill, onDone: () => modals.close(id) }),
  });
}
