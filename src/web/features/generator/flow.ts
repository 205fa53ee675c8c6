/**
 * The generation flow of spec section 4: idle, optional enhancing (15%), generating (5, 25, 50, 65, 80, 100),
 * then the edit view; the finished bar clears 1 s later.
 */
export type Phase = "idle" | "working" | "ready";

export interface FlowState {
  phase: Phase;
  /** null: no bar on screen. */
  progress: number | null;
  status: string;
}

export const PROGRESS = {
  enhancing: { progress: 15, status: "Enhancing your photos…" },
  uploading: { progress: 5, status: "Uploading and identifying your item…" },
  identified: { progress: 25, status: "Item identified" },
  copy: { progress: 50, status: "Writing the title and description…" },
  copied: { progress: 65, status: "Description ready" },
  pricing: { progress: 80, status: "Checking market prices…" },
  done: { progress: 100, status: "Your listing is ready" },
} as const;
export type Step = keyof typeof PROGRESS;

export type FlowAction =
  | { type: "step"; step: Step; status?: string }
  | { type: "done" }
  | { type: "clear-progress" }
  | { type: "failed" }
  | { type: "reset" };

export const initialFlow: FlowState = { phase: "idle", progress: null, status: "" };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "step":
      return { phase: "working", ...PROGRESS[action.step], ...(action.status ? { status: action.status } : {}) };
    case "done":
      return { phase: "ready", ...PROGRESS.done };
    case "clear-progress":
      // Only a finished bar clears; a new run that started meanwhile keeps its own.
      return state.progress === 100 ? { ...state, progress: null, status: "" } : state;
    case "failed":
      return initialFlow;
    case "reset":
      return initialFlow;
  }
}
