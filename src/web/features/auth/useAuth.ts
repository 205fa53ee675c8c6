import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../contract/auth.ts";
import { getQueryFn } from "../../lib/api.ts";

export const currentUserKey = ["/api/auth/user"] as const;

/** Signed in when the current-user call returns a user; any failure means signed out (no retry). */
export function useAuth() {
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
