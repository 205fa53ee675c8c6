import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { firstIssue, registerSchema } from "../../../contract/auth.ts";
import { MIN_PASSWORD_LENGTH } from "../../../contract/limits.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useRegister } from "../auth/api.ts";

const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

function registrationFailed(description: string) {
  toast({ title: "Registration failed", description, variant: "destructive" });
}

/** Email sign-up: validated in the order of spec section 5 (email, password length, confirmation). */
export default function EmailSignUpForm() {
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
    if (problem) return registrationFailed(problem);
    register.mutate(values, {
      onError: (err) =>
        registrationFailed(err instanceof Error ? errorText(err, "Registration failed") : "Please try again"),
    });
  };

  return (
    // noValidate: the browser's own bubbles would pre-empt the spec's messages and their order.
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="First Name" autoComplete="given-name" {...field("firstName")} />
          <TextInput label="Last Name" autoComplete="family-name" {...field("lastName")} />
        </SimpleGrid>
        <TextInput label="Email" type="email" required autoComplete="email" {...field("email")} />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
          {...field("password")}
        />
        <PasswordInput label="Confirm Password" required autoComplete="new-password" {...field("confirmPassword")} />
        <Button type="submit" fullWidth disabled={register.isPending}>
          {register.isPending ? "Creating account..." : "Create account"}
        </Button>
      </Stack>
    </form>
  );
}
