import { Button, Card, Center, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mainContent } from "../ui/SkipLink.tsx";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" {...mainContent} mih="60vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="md" maw={420} w="100%">
        <Title order={2} mb="xs">
          {t("notFound.title")}
        </Title>
        <Text c="dimmed" mb="lg">
          {t("notFound.text")}
        </Text>
        <Button component={Link} to="/">
          {t("notFound.home")}
        </Button>
      </Card>
    </Center>
  );
}
