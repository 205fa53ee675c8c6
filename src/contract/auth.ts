import { z } from "zod";

/** A user as the API shows it to that user (and to admins). Never carries the password hash or Google id. */
export const publicUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  referralCode: z.string().nullable(),
  referredBy: z.string().nullable(),
  referredByUserId: z.string().nullable(),
  upiId: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
