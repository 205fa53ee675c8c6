import { useTranslation } from "react-i18next";
import { useLogin } from "../auth/api.ts";
import { CredentialsForm } from "../auth/CredentialsForm.tsx";

/** The landing card's log-in mode. Success goes to /. */
export default function LoginForm() {
  const { t } = useTranslation();
  return (
    <CredentialsForm
      label={t("auth.loginForm")}
      login={useLogin()}
      submitText={t("auth.logInButton")}
      pendingText={t("auth.loggingIn")}
      failureTitle={t("auth.loginFailed")}
      failureFallback={t("auth.loginFailed")}
    />
  );
}
