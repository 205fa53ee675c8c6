import { describe, expect, it } from "vitest";
import { ADMIN_ROLES as ROLES } from "../../../src/contract/roles.ts";
import { ADMIN_GROUPS, ADMIN_TABS, groupsFor, tabsFor } from "../../../src/web/features/admin/tabs.ts";

/** The desk's destinations in groups (issue 47 item 10): every one in exactly one group, Today first, roles kept. */
describe("the desk's groups", () => {
  it("hold every destination once, Today first", () => {
    const grouped = ADMIN_GROUPS.flatMap((g) => g.tabs);
    expect([...grouped].sort()).toEqual(ADMIN_TABS.map((t) => t.value).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped[0]).toBe("today");
    expect(ADMIN_GROUPS.map((g) => g.label)).toEqual([
      "Today",
      "Postings",
      "Sales & payouts",
      "People",
      "Assistant",
      "Analytics",
    ]);
  });

  it("show each role exactly the destinations it may use, in group order", () => {
    for (const role of ROLES) {
      const shown = groupsFor(role).flatMap((g) => g.tabs.map((t) => t.value));
      expect([...shown].sort(), role).toEqual(
        tabsFor(role)
          .map((t) => t.value)
          .sort(),
      );
      expect(groupsFor(role).every((g) => g.tabs.length > 0)).toBe(true);
    }
  });
});
