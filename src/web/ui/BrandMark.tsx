import { Group, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { Link } from "react-router";

/** The product name with its camera mark, linking home (the seller's home, or the admin dashboard). */
export function BrandMark({ to, children }: { to: string; children?: React.ReactNode }) {
  return (
    <Link to={to} style={{ textDecoration: "none", color: "inherit" }}>
      <Group gap={6} wrap="nowrap">
        <IconCamera size={24} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fw={800} size="lg">
          SnapList
        </Text>
        {children}
      </Group>
    </Link>
  );
}
