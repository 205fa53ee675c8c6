import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BusinessNumbers } from "../../../../contract/business-numbers.ts";
import type { MetricsRange } from "../../../../contract/ranges.ts";

/** The business's numbers (issue 48 item 2): asked afresh each time the tab opens. */
export const businessNumbersKey = (range: MetricsRange) => [`/api/admin/analytics?range=${range}`] as const;
export const businessCsvUrl = (range: MetricsRange) => `/api/admin/analytics/export?range=${range}`;

export const useBusinessNumbers = (range: MetricsRange) =>
  useQuery<BusinessNumbers>({
    queryKey: businessNumbersKey(range),
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
