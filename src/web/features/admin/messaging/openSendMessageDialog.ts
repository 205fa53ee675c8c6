import type { MessageType } from "../../../../contract/enums.ts";

/** What a per-row action pre-fills in the Send Message to User dialog (spec section 2). */
export interface MessagePrefill {
  recipient?: { id: string; firstName: string | null; email: string };
  listing?: { id: string; title: string };
  subject?: string;
  messageType?: MessageType;
}

/** Opens the Send Message to User dialog. Implemented by the posting-desk work (issue 10). */
export function openSendMessageDialog(_prefill: MessagePrefill = {}): void {}
