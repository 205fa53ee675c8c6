import { z } from "zod";
import { adminUserOptionSchema } from "./messages.ts";
import { pageQuerySchema } from "./pagination.ts";
import { cleanText } from "./text.ts";

/**
 * GET /api/admin/users: the message dialog's recipient picker searches here (never a list of every user).
 * Newest accounts first; `q` matches first name, last name, full name or email; paged like every admin list.
 */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: cleanText(100, "Search must be at most 100 characters").optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
export const adminUserPageSchema = z.array(adminUserOptionSchema);
