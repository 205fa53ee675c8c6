import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { firstIssue, registerSchema } from "../../../contract/auth.ts";
import { MIN_PASSWORD_LENGTH } from "../../../contract/limits.ts";
import i18n from "../../i18n/index.ts";
import { formMessage } from "../../i18n/messages.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useRegister } from "../auth/api.ts";

const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

function registrationFailed(description: string) {
  toast({ title: i18n.t("auth.registrationFailed"), description, variant: "destructive" });
}

/** Email sign-up: validated in the order of spec section 5 (email, password length, confirmation). */
export default function EmailSignUpForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const register = useRegister();
  const field = (name: keyof typeof empty) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(registerSchema, values);
    if (problem) return registrationFailed(formMessage(problem));
    register.mutate(values, {
      onError: (err) =>
        registrationFailed(
          err instanceof Error ? errorText(err, t("auth.registrationFailed")) : t("common.pleaseTryAgain"),
        ),
    });
  };

  return (
    // noValidate: the browser's own bubbles would pre-empt the spec's messages and their order.
    <form onSubmit={submit} noValidate aria-label={t("auth.createAccount")}>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t("auth.firstName")} autoComplete="given-name" {...field("firstName")} />
          <TextInput label={t("auth.lastName")} autoComplete="family-name" {...field("lastName")} />
        </SimpleGrid>
        <TextInput label={t("auth.email")} type="email" required autoComplete="email" {...field("email")} />
        <PasswordInput
          label={t("auth.password")}
          required
          autoComplete="new-password"
          placeholder={t("auth.passwordPlaceholder", { min: MIN_PASSWORD_LENGTH })}
          visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          {...field("password")}
        />
        <PasswordInput
          label={t("auth.confirmPassword")}
          required
          autoComplete="new-password"
          visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          {...field("confirmPassword")}
        />
        <Button type="submit" fullWidth disabled={register.isPending}>
          {register.isPending ? t("auth.creatingAccount") : t("auth.createAccount")}
        </Button>
      </Stack>
    </form>
  );
}
