import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { firstIssue } from "../../../contract/auth.ts";
import { twoFactorCodeSchema } from "../../../contract/two-factor.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useAdminLoginCode } from "./api.ts";

/** The admin login's second step (docs/decisions/124): a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeForm({ onStartAgain }: { onStartAgain: () => void }) {
  const [code, setCode] = useState("");
  const verify = useAdminLoginCode();
  const failed = (description: string) => toast({ title: "Admin login failed", description, variant: "destructive" });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(twoFactorCodeSchema, { code });
    if (problem) return failed(problem);
    verify.mutate(
      { code },
      {
        onError: (err) => {
          setCode("");
          failed(errorText(err, "Please check the code"));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <Stack gap="sm">
        <Text size="sm">Enter the 6-digit code from your authenticator app.</Text>
        <TextInput
          label="Authentication code"
          description="Lost your phone? Enter one of your recovery codes instead."
          required
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? "Verifying..." : "Verify"}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onStartAgain}>
          Use another account
        </Anchor>
      </Stack>
    </form>
  );
}
