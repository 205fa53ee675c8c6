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
  /** Posted ads within RENEWAL_WINDOW_DAYS of expiry, and expired ones (issue 30). */
  renewalsDue: z.number().int(),
  /** Open update tasks: seller edits still to be made on live ads (issue 30). */
  updateTasksOpen: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
