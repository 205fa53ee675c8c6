import { useLogin } from "../auth/api.ts";
import { CredentialsForm } from "../auth/CredentialsForm.tsx";

/** The landing card's log-in mode. Success goes to /. */
export default function LoginForm() {
  return (
    <CredentialsForm
      label="Log in"
      login={useLogin()}
      submitText="Log In"
      pendingText="Logging in..."
      failureTitle="Login failed"
      failureFallback="Login failed"
    />
  );
}
