import { z } from "zod";

/** GET /api/admin/summary: the seven cards of the admin dashboard in one call (spec section 2, issue 10). */
export const adminSummarySchema = z.object({
  totalListings: z.number().int(),
  /** Listings with at least one marketplace status 'pending' (spec section 2, docs/decisions/060). */
  pendingReview: z.number().int(),
  totalSales: z.number().int(),
  /** Sum of sale amounts, rupees, as a decimal string summed in SQL ("0.00" when there are none). */
  salesValue: z.string(),
  pendingPayouts: z.number().int(),
  totalUsers: z.number().int(),
  messages: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
