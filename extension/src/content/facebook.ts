import map from "../../field-maps/facebook.json" with { type: "json" };
import type { FieldMap } from "../match/types.ts";
import { runAssistant } from "./assistant.ts";

runAssistant(map as FieldMap);
