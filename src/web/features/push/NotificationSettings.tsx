import { Alert, Checkbox, Loader, Stack, Switch, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PUSH_KIND_LABELS } from "../../../contract/push.ts";
import { useCurrentLanguage } from "../../i18n/useLanguage.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { pushPreferencesQuery, useSetPushPreference } from "./api.ts";
import { thisDevice } from "./form-factor.ts";
import { blockedText, setupErrorText } from "./texts.ts";
import { usePushDevice } from "./usePushDevice.ts";

/**
 * "Notifications on this phone" (or computer: the device's own word) and the kinds to be told about (issue 32): the switch asks permission only when
 * it is turned on, subscribes this device and tells the server; off removes this device's subscription there.
 * The kinds are the account's (every device). Sellers see theirs, admins their two (English: the admin side).
 */
export function NotificationSettings({ userId, admin = false }: { userId: string; admin?: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { state, on, off, busy } = usePushDevice(userId);
  const preferences = useQuery(pushPreferencesQuery);
  const setPreference = useSetPushPreference();
  const blocked = blockedText(state, t);
  const failure = on.error ?? off.error;
  const device = thisDevice(t);

  const toggle = (wanted: boolean) => {
    on.reset();
    off.reset();
    if (wanted)
      on.mutate(undefined, {
        onSuccess: () => toast({ title: t("push.turnedOn"), description: t("push.turnedOnText", device) }),
      });
    else off.mutate(undefined, { onSuccess: () => toast({ title: t("push.turnedOff", device) }) });
  };

  return (
    <Stack gap="md">
      {state === null ? (
        <Loader size="sm" aria-label={t("push.checking", device)} />
      ) : (
        <Switch
          size="md"
          checked={state === "on"}
          disabled={busy || (blocked !== null && state !== "on")}
          onChange={(e) => toggle(e.currentTarget.checked)}
          label={t("push.switchLabel", device)}
          description={admin ? t("push.adminHint", device) : t("push.sellerHint", device)}
          thumbIcon={busy ? <Loader size={10} /> : undefined}
        />
      )}
      {blocked && (
        <Alert color="orange" variant="light" icon={<IconBellOff size={18} />} title={blocked.title} role="status">
          {blocked.text}
        </Alert>
      )}
      {failure && !blocked && (
        <Alert color="red" variant="light" title={on.error ? t("push.onFailed") : t("push.offFailed")} role="alert">
          {setupErrorText(failure, t)}
        </Alert>
      )}
      <Checkbox.Group
        label={t("push.kindsTitle")}
        description={t("push.kindsHint")}
        value={Object.entries(preferences.data?.preferences ?? {})
          .filter(([, v]) => v)
          .map(([k]) => k)}
      >
        <Stack gap="xs" mt="xs">
          {preferences.isPending && <Loader size="sm" aria-label={t("common.loading")} />}
          {preferences.isError && (
            <Text size="sm" c="red" role="alert">
              {t("push.kindsFailed")}: {errorText(preferences.error, t("common.pleaseTryAgain"))}
            </Text>
          )}
          {preferences.data?.kinds.map((kind) => (
            <Checkbox
              key={kind}
              value={kind}
              label={PUSH_KIND_LABELS[kind][admin ? "en" : language]}
              onChange={(e) =>
                setPreference.mutate(
                  { kind, on: e.currentTarget.checked },
                  {
                    onError: (err) =>
                      toast({
                        title: t("push.preferenceFailed"),
                        description: errorText(err, t("common.pleaseTryAgain")),
                        variant: "destructive",
                      }),
                  },
                )
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
