import { Container, Text, Title } from "@mantine/core";

export default function SellerHomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Your SnapList</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
