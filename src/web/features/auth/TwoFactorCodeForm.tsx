import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorText } from "../../lib/api.ts";
import { loadLater } from "../../lib/loadLater.ts";
import { toast } from "../../lib/toast.ts";
import { useAdminLoginCode } from "./api.ts";

/** The code's check, the server's own schema, loaded with the step rather than with the login page (decision 143). */
const codeCheck = loadLater(() =>
  Promise.all([import("../../../contract/auth.ts"), import("../../../contract/two-factor.ts")]).then(
    ([auth, twoFactor]) =>
      (code: string) =>
        auth.firstIssue(twoFactor.twoFactorCodeSchema, { code }),
  ),
);

/** The admin login's second step (docs/decisions/124): a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeForm({ onStartAgain }: { onStartAgain: () => void }) {
  const [code, setCode] = useState("");
  const verify = useAdminLoginCode();
  const failed = (description: string) => toast({ title: "Admin login failed", description, variant: "destructive" });

  useEffect(codeCheck.warm, []);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = await codeCheck.get().then(
      (check) => check(code),
      () => null,
    );
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
