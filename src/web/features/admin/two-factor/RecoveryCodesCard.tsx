import { Alert, Button, Code, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { CopyIconButton } from "../../../ui/CopyIconButton.tsx";

/** The recovery codes, shown once right after enrolment. */
export function RecoveryCodesCard({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Save your recovery codes
      </Title>
      <Alert color="yellow" variant="light">
        Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. Keep them somewhere
        safe: they will not be shown again.
      </Alert>
      <List listStyleType="none" spacing={4} aria-label="Recovery codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" component="div">
        Copy all codes <CopyIconButton text={codes.join("\n")} label="Recovery codes" size="sm" />
      </Text>
      <Button component={Link} to="/admin">
        I have saved them
      </Button>
    </Stack>
  );
}
