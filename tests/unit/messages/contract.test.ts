import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adminMessageProblem,
  adminMessageSchema,
  displaySubject,
  messageTypeLabel,
  replySchema,
  replySubject,
} from "../../../src/contract/messages.ts";

describe("displaySubject", () => {
  it("shows the stored subject, else an update subject naming the product, else a generic one", () => {
    expect(displaySubject({ subject: "Payout sent", listing: { title: "iPhone 13" } })).toBe("Payout sent");
    expect(displaySubject({ subject: null, listing: { title: "iPhone 13" } })).toBe(
      "Update on your listing: iPhone 13",
    );
    expect(displaySubject({ subject: "  ", listing: { title: "iPhone 13" } })).toBe(
      "Update on your listing: iPhone 13",
    );
    expect(displaySubject({ subject: null, listing: null })).toBe("Update from SnapList");
  });
});

describe("replySubject", () => {
  it("prefixes 'Re: ', falls back to 'Re: Your message', and never stacks prefixes", () => {
    expect(replySubject("Hello")).toBe("Re: Hello");
    expect(replySubject(null)).toBe("Re: Your message");
    expect(replySubject("")).toBe("Re: Your message");
    expect(replySubject("Re: Hello")).toBe("Re: Hello");
    expect(replySubject("RE: Hello")).toBe("RE: Hello");
  });

  it("always starts with 'Re: ' (any case) and is stable when applied twice", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (s) => {
        const once = replySubject(s);
        expect(once).toMatch(/^re: /i);
        expect(replySubject(once)).toBe(once);
      }),
    );
  });
});

describe("messageTypeLabel", () => {
  it("labels the three types and anything else as Message", () => {
    expect(messageTypeLabel("general")).toBe("General");
    expect(messageTypeLabel("sale_success")).toBe("Sale Update");
    expect(messageTypeLabel("info_request")).toBe("Info Request");
    expect(messageTypeLabel("other")).toBe("Message");
    expect(messageTypeLabel(null)).toBe("Message");
  });
});

describe("admin message rules (spec section 5)", () => {
  const ok = { toUserId: "u", subject: "Hi", message: "0123456789" };
  it("checks recipient, then subject, then length", () => {
    expect(adminMessageProblem(ok)).toBeNull();
    expect(adminMessageProblem({ ...ok, recipientId: "u", toUserId: undefined })).toBeNull();
    expect(adminMessageProblem({})?.message).toBe("Please select a user");
    expect(adminMessageProblem({ toUserId: "u" })?.message).toBe("Subject is required");
    expect(adminMessageProblem({ ...ok, message: "012345678" })).toEqual({
      field: "message",
      message: "Message must be at least 10 characters",
    });
  });

  it("accepts any message of 10 or more non-blank characters and refuses shorter ones", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const valid = text.trim().length >= 10;
        expect(adminMessageSchema.safeParse({ ...ok, message: text }).success).toBe(valid);
      }),
    );
  });
});

describe("reply schema", () => {
  it("requires a non-blank message", () => {
    const parsed = replySchema.safeParse({ originalMessageId: "x", message: " " });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("Reply message is required");
    expect(replySchema.safeParse({ originalMessageId: "x", message: "a" }).success).toBe(true);
  });
});
