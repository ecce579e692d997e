import { type MeData, type ProfileUpdateBody, profilePaths } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { meQueryOptions } from "../../../lib/auth/me";
import { useSession } from "../../../lib/auth/session-store";

export const updateProfile = (body: ProfileUpdateBody) =>
  api.patch<{ data: MeData }>(profilePaths.me, body).then((r) => r.data);

/** Saves name and phone; the cached account and the header's name follow the answer. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const setProfile = useSession((s) => s.setProfile);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      client.setQueryData(meQueryOptions().queryKey, me);
      setProfile(me);
    },
  });
}
