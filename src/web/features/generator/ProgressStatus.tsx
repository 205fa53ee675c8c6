import { Box, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type FlowState, PROGRESS, type Step } from "./flow.ts";

const IDENTIFIED = "Identified: ";

/** The flow keeps its status in English (flow.ts); the bar says it in the seller's language. */
function useStatusText() {
  const { t } = useTranslation();
  return (status: string) => {
    const step = (Object.keys(PROGRESS) as Step[]).find((s) => PROGRESS[s].status === status);
    if (step) return t(`generator.progress.${step}`);
    if (status.startsWith(IDENTIFIED))
      return t("generator.progress.identifiedAs", { name: status.slice(IDENTIFIED.length) });
    return status;
  };
}

/**
 * The progress bar and its status text. The box keeps its height whether or not a run is showing, so nothing
 * below it moves while generating; the idle text is a hint instead.
 */
export function ProgressStatus({ flow, idleText }: { flow: FlowState; idleText: string }) {
  const showing = flow.progress !== null;
  const { t } = useTranslation();
  const statusText = useStatusText();
  return (
    <Box mih={44} data-testid="generation-progress">
      <Progress
        value={flow.progress ?? 0}
        size="md"
        radius="xl"
        animated={flow.phase === "working"}
        aria-label={t("generator.progressLabel")}
        style={{ visibility: showing ? "visible" : "hidden" }}
      />
      <Text size="sm" c={showing ? undefined : "dimmed"} mt={6} aria-live="polite" role="status">
        {showing ? `${statusText(flow.status)} (${flow.progress}%)` : idleText}
      </Text>
    </Box>
  );
}
