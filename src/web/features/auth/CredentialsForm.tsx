import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoginInput } from "../../../contract/auth.ts";
import { formMessage } from "../../i18n/messages.ts";
import { errorText } from "../../lib/api.ts";
import { loadLater } from "../../lib/loadLater.ts";
import { toast } from "../../lib/toast.ts";

interface Props {
  /** The form's accessible name. */
  label: string;
  login: UseMutationResult<unknown, Error, LoginInput>;
  submitText: string;
  pendingText: string;
  failureTitle: string;
  /** Shown when the server gives no message. */
  failureFallback: string;
  emailAutoComplete?: string;
}

/** The server's own login schema, loaded when a field first takes focus (docs/decisions/143). */
const loginCheck = loadLater(() =>
  import("../../../contract/auth.ts").then((m) => (values: LoginInput) => m.firstIssue(m.loginSchema, values)),
);

/**
 * Email + password, checked with the same schema as the server; the seller login and the admin login share it
 * (the admin pages keep the page in English: useEnglishPage).
 */
export function CredentialsForm(props: Props) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { login } = props;
  const { t } = useTranslation();
  const failed = (description: string) => toast({ title: props.failureTitle, description, variant: "destructive" });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Without the check (it could not load: offline) the server's answer says what is wrong.
    const problem = await loginCheck.get().then(
      (check) => check({ email, password }),
      () => null,
    );
    if (problem) return failed(formMessage(problem));
    login.mutate({ email, password }, { onError: (err) => failed(errorText(err, props.failureFallback)) });
  };

  return (
    <form onSubmit={submit} onFocusCapture={loginCheck.warm} noValidate aria-label={props.label}>
      <Stack gap="sm">
        <TextInput
          label={t("auth.email")}
          type="email"
          required
          autoComplete={props.emailAutoComplete ?? "email"}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label={t("auth.password")}
          required
          autoComplete="current-password"
          visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? props.pendingText : props.submitText}
        </Button>
      </Stack>
    </form>
  );
}
