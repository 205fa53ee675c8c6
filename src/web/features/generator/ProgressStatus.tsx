import { Box, Progress, Text, VisuallyHidden } from "@mantine/core";
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
      {/* Spoken by the Create Listings tab's one live region (GenerationAnnouncer), which outlives this box. */}
      <Text size="sm" c={showing ? undefined : "dimmed"} mt={6}>
        {showing ? `${statusText(flow.status)} (${flow.progress}%)` : idleText}
      </Text>
    </Box>
  );
}

/**
 * The generator's polite live region (issue 25 item 2): it says each step ("Uploading and identifying your
 * item…", "Checking market prices…") and then "Your listing is ready". It stays mounted while the photo step gives
 * way to the review step - a region that appears with its words already in it is not read out - and keeps the last
 * words until the next run.
 */
export function GenerationAnnouncer({ flow }: { flow: FlowState }) {
  const statusText = useStatusText();
  const words = statusText(flow.phase === "working" ? flow.status : flow.phase === "ready" ? PROGRESS.done.status : "");
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="generation-announcer">
      {words}
    </VisuallyHidden>
  );
}
