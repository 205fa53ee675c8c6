import { Center, Loader, ScrollArea, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The admin lists' 600 px scroll area (spec section 9): asks for the next page when the bottom comes into view.
 */
export function InfiniteScrollArea(props: {
  children: ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  height?: number;
  label?: string;
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  return (
    <ScrollArea
      h={props.height ?? 600}
      type="auto"
      offsetScrollbars
      aria-label={props.label}
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
