import { Button, Card, Center, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { mainContent } from "../ui/SkipLink.tsx";

export function NotFoundPage() {
  return (
    <Center component="main" {...mainContent} mih="60vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="md" maw={420} w="100%">
        <Title order={2} mb="xs">
          404 Page Not Found
        </Title>
        <Text c="dimmed" mb="lg">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/">
          Go to home
        </Button>
      </Card>
    </Center>
  );
}
