import { Card, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Text fw={600} mb="xs">
        {t("referrals.how")}
      </Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t("referrals.how1")}</List.Item>
        <List.Item>{t("referrals.how2")}</List.Item>
        <List.Item>{t("referrals.how3")}</List.Item>
        <List.Item>{t("referrals.how4")}</List.Item>
      </List>
    </Card>
  );
}
