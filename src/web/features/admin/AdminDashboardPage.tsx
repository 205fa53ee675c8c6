import { Container, Text, Title } from "@mantine/core";
import { PageLoader } from "../../app/shell/PageLoader.tsx";
import { useAuth } from "../auth/useAuth.ts";
import { AdminAccessRequired } from "./AdminAccessRequired.tsx";

export default function AdminDashboardPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader label="Loading admin dashboard..." />;
  if (!user?.isAdmin) return <AdminAccessRequired signedIn={Boolean(user)} />;
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Admin Dashboard</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
