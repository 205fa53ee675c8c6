import { runAssistant } from "./assistant.ts";

runAssistant("facebook");
