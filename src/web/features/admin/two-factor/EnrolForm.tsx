import { Button, Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { firstIssue } from "../../../../contract/auth.ts";
import { type RecoveryCodes, type TwoFactorSetup, twoFactorCodeSchema } from "../../../../contract/two-factor.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { QrCode } from "../../../ui/QrCode.tsx";
import { useConfirmTwoFactor } from "./api.ts";

/** Scan (or type) the secret, then prove it with a code from the app. */
export function EnrolForm({ setup, onDone }: { setup: TwoFactorSetup; onDone: (answer: RecoveryCodes) => void }) {
  const [code, setCode] = useState("");
  const confirm = useConfirmTwoFactor();
  const failed = (description: string) =>
    toast({ title: "Could not turn on two-factor", description, variant: "destructive" });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(twoFactorCodeSchema, { code });
    if (problem) return failed(problem);
    confirm.mutate({ code }, { onSuccess: onDone, onError: (err) => failed(errorText(err, "Please try again")) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Turn on two-factor">
      <Stack gap="sm">
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password...).
        </Text>
        <Group justify="center">
          <QrCode text={setup.otpauthUri} alt="QR code for your authenticator app" />
        </Group>
        <Text size="sm">
          Can't scan? Type this key into the app:{" "}
          <Code data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
            {setup.secret}
          </Code>
        </Text>
        <TextInput
          label="2. Code from the app"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Checking..." : "Turn on two-factor"}
        </Button>
      </Stack>
    </form>
  );
}
