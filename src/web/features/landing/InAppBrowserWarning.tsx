import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle, IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type InAppBrowser, openInMainBrowser } from "../auth/in-app-browser.ts";
import { inAppTitle } from "../auth/useInAppBrowser.ts";

/** The orange notice shown inside an app's embedded browser, where Google refuses to sign people in. */
export function InAppBrowserWarning({ browser }: { browser: InAppBrowser }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={inAppTitle(browser)} w="100%" maw={440}>
      <Text size="sm" mb="xs">
        {t("auth.inAppNotice")}
      </Text>
      <Button
        size="xs"
        color="orange"
        variant="outline"
        leftSection={<IconExternalLink size={14} />}
        onClick={() => openInMainBrowser()}
      >
        {t("auth.openInMainBrowser")}
      </Button>
    </Alert>
  );
}
