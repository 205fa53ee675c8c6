import { ActionIcon, Badge, Tabs, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AdminRole } from "../../../contract/roles.ts";
import classes from "./DeskNav.module.css";
import { type AdminTab, groupsFor } from "./tabs.ts";

export type TabCounts = Partial<Record<AdminTab, { value: number | undefined; label: string }>>;

/**
 * The desk's destinations, grouped by work (issue 47 item 10, docs/decisions/217), inside the dashboard's `<Tabs>`:
 * one tab list per group, named by the group. Wide screens show them as a column beside the work, all visible; a
 * phone shows one row that scrolls inside itself, the selected destination kept in view, with an arrow at each
 * edge that has more.
 */
export function DeskNav({ role, tab, counts }: { role: AdminRole | null; tab: AdminTab; counts: TabCounts }) {
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const scrollable = el.scrollWidth > el.clientWidth + 1;
    setMore({
      start: scrollable && el.scrollLeft > 1,
      end: scrollable && el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    });
  }, []);

  // The selected destination in view, by scrolling the row only (the page itself never moves) - again when the
  // row or the destination changes size (a count arriving, a font loading), until the person scrolls it themselves.
  const touched = useRef(false);
  const touch = () => {
    touched.current = true;
  };
  const center = useCallback(() => {
    const el = row.current;
    const selected = el?.querySelector<HTMLElement>(`[data-desk-tab="${tab}"]`);
    if (el && selected && el.scrollWidth > el.clientWidth && !touched.current) {
      const box = el.getBoundingClientRect();
      const it = selected.getBoundingClientRect();
      el.scrollLeft += it.left + it.width / 2 - (box.left + box.width / 2);
    }
    measure();
  }, [tab, measure]);

  useLayoutEffect(() => {
    touched.current = false;
    center();
  }, [center]);

  useEffect(() => {
    const el = row.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(center);
    observer.observe(el);
    for (const t of el.querySelectorAll("[data-desk-tab]")) observer.observe(t);
    return () => observer.disconnect();
  }, [center]);

  const scrollBy = (direction: 1 | -1) => {
    const el = row.current;
    touched.current = true;
    el?.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: "smooth" });
  };

  return (
    <div className={classes.rail}>
      {more.start ? (
        <ActionIcon
          className={classes.more}
          data-side="start"
          variant="default"
          radius="xl"
          aria-label="More destinations to the left"
          onClick={() => scrollBy(-1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
      ) : null}
      <nav aria-label="Desk" className={classes.nav} ref={row} onScroll={measure} onPointerDown={touch} onWheel={touch}>
        {groupsFor(role).map((group) => {
          const named = group.tabs.length > 1 || group.tabs[0]?.label !== group.label;
          return (
            <div key={group.value} className={classes.group}>
              {named ? (
                <Text component="span" className={classes.groupLabel} aria-hidden>
                  {group.label}
                </Text>
              ) : null}
              <Tabs.List aria-label={group.label} className={classes.list}>
                {group.tabs.map((t) => (
                  <Tabs.Tab
                    key={t.value}
                    value={t.value}
                    data-desk-tab={t.value}
                    classNames={{ tab: classes.tab, tabLabel: classes.tabLabel }}
                    rightSection={
                      counts[t.value]?.value !== undefined ? (
                        <Badge size="sm" variant="light" aria-label={counts[t.value]?.label}>
                          {counts[t.value]?.value}
                        </Badge>
                      ) : undefined
                    }
                  >
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </div>
          );
        })}
      </nav>
      {more.end ? (
        <ActionIcon
          className={classes.more}
          data-side="end"
          variant="default"
          radius="xl"
          aria-label="More destinations to the right"
          onClick={() => scrollBy(1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      ) : null}
    </div>
  );
}
