import { Center, Loader, ScrollArea, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The admin lists' 600 px scroll area (spec section 9): asks for the next page when the bottom comes into view.
 * The scrolling box is a named region a keyboard can reach (Tab, then arrows or Page Down), so that the list can
 * be read and paged without a mouse (issue 25 item 2).
 */
export function InfiniteScrollArea(props: {
  children: ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  height?: number;
  /** The region's spoken name ("Pending payouts"). */
  label: string;
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  return (
    <ScrollArea
      h={props.height ?? 600}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": props.label }}
      onBottomReached={() => {
        if (hasNextPage && !isFetchingNextPage) fetchNextPage();
      }}
    >
      {props.children}
      {isFetchingNextPage && (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center py="sm">
          <Text size="xs" c="dimmed" component="button" type="button" onClick={() => fetchNextPage()}>
            Load more
          </Text>
        </Center>
      )}
    </ScrollArea>
  );
}
