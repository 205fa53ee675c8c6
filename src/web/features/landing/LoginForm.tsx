import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { firstIssue, loginSchema } from "../../../contract/auth.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useLogin } from "../auth/api.ts";

function loginFailed(description: string) {
  toast({ title: "Login failed", description, variant: "destructive" });
}

export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useLogin();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(loginSchema, { email, password });
    if (problem) return loginFailed(problem);
    login.mutate({ email, password }, { onError: (err) => loginFailed(errorText(err, "Login failed")) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? "Logging in..." : "Log In"}
        </Button>
      </Stack>
    </form>
  );
}
